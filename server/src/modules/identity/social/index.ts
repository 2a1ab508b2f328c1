import type { Deps } from "../../../deps";
import type { RouteHost } from "../../../http/registerRoute";
import type { AccountLifecycle } from "../accountLifecycle";
import type { TokenService } from "../tokenService";
import { registerExchangeRoutes } from "./exchange";
import { registerLoginRoutes } from "./login";
import { createSocialProviders } from "./providers";
import { registerRegistrationRoute } from "./registration";

/**
 * Registers social login (kakao, naver, google, facebook), the Naver and Facebook code exchanges,
 * SSO info and social registration. Providers are reached with `deps.fetch` at the endpoints of
 * `config.social` (their public ones by default).
 */
export const registerSocial = async (
  host: RouteHost,
  deps: Deps,
  tokens: TokenService,
  accounts: AccountLifecycle,
): Promise<void> => {
  const providers = createSocialProviders(deps.config.social, deps.fetch);
  registerLoginRoutes(host, deps, tokens, providers);
  registerExchangeRoutes(host, deps, providers);
  registerRegistrationRoute(host, deps, tokens, accounts);
};
