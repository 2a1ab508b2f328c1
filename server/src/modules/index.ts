import type { Deps } from "../deps";
import type { RouteHost } from "../http/registerRoute";
import type { TokenService } from "./identity/tokenService";

/** Registers every module's routes. Each module owns its folder (DESIGN.md §7). */
export const registerModules = async (
  host: RouteHost,
  deps: Deps,
  tokens: TokenService,
): Promise<void> => {
  void host;
  void deps;
  void tokens;
};
