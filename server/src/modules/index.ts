import type { Deps } from "../deps";
import type { RouteHost } from "../http/registerRoute";
import { registerAccount } from "./account";
import { registerCdn } from "./cdn";
import { registerIdentity } from "./identity";
import { registerSocial } from "./identity/social";
import type { TokenService } from "./identity/tokenService";

/** Registers every module's routes. Each module owns its folder (DESIGN.md §7). */
export const registerModules = async (
  host: RouteHost,
  deps: Deps,
  tokens: TokenService,
): Promise<void> => {
  await registerIdentity(host, deps, tokens);
  await registerSocial(host, deps, tokens);
  await registerAccount(host, deps, tokens);
  await registerCdn(host, deps);
};
