import type { Deps } from "../../deps";
import type { RouteHost } from "../../http/registerRoute";
import type { TokenService } from "../identity/tokenService";

/** Registers the account calls of the main API (v3), settings (v1), coupons, terms and embeds. */
export const registerAccount = async (
  host: RouteHost,
  deps: Deps,
  tokens: TokenService,
): Promise<void> => {
  void host;
  void deps;
  void tokens;
};
