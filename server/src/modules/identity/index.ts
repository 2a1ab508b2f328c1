import type { Deps } from "../../deps";
import type { RouteHost } from "../../http/registerRoute";
import type { TokenService } from "./tokenService";

/** Registers the identity service's routes (spec §7 "Identity service"). */
export const registerIdentity = async (
  host: RouteHost,
  deps: Deps,
  tokens: TokenService,
): Promise<void> => {
  void host;
  void deps;
  void tokens;
};
