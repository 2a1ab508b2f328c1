import { socialReturnUrl } from "@orbis/core/auth";
import { routes } from "@orbis/core/contract";
import type { Deps } from "../../../deps";
import { type RouteHost, registerRoute } from "../../../http/registerRoute";
import { requireSignInService } from "../signInService";
import { LOGIN_RATE_LIMIT } from "./login";
import type { SocialProviders } from "./providers";

/** Where the code exchanges name the asking service (docs/product/calls.md spells it `serviceID`). */
const SERVICE_FIELD = { in: "query", path: "serviceID" } as const;

/**
 * Registers the Naver and Facebook code exchanges (docs/product/calls.md): the console holds the code, the
 * server holds the client secret. Kakao's exchange is the console's own call (no secret needed).
 */
export const registerExchangeRoutes = (
  host: RouteHost,
  deps: Deps,
  providers: SocialProviders,
): void => {
  registerRoute(
    host,
    routes.getNaverAccessToken,
    async ({ query }) => {
      requireSignInService(query.serviceID, SERVICE_FIELD);
      return {
        accessToken: await providers.exchange("naver", {
          code: query.code,
          state: query.state,
          // Naver ignores it, but RFC 6749 wants the redirect URI of the authorisation request.
          redirectUri: socialReturnUrl(deps.config.publicUrl, "naver"),
        }),
      };
    },
    { rateLimitPerMinute: LOGIN_RATE_LIMIT },
  );

  registerRoute(
    host,
    routes.getFacebookAccessToken,
    async ({ query }) => {
      requireSignInService(query.serviceID, SERVICE_FIELD);
      return {
        accessToken: await providers.exchange("facebook", {
          code: query.code,
          // Facebook compares it with the dialog's, `?plugin=true` included: the console knows it.
          redirectUri: query["redirect-uri"],
        }),
      };
    },
    { rateLimitPerMinute: LOGIN_RATE_LIMIT },
  );
};
