import { socialReturnUrl } from "@orbis/core/auth";
import {
  type ClientKind,
  type LoginResult,
  routes,
  type SocialProvider,
} from "@orbis/core/contract";
import { generateState } from "arctic";
import type { Deps } from "../../../deps";
import { invalidInput } from "../../../http/errors";
import { type RouteHost, registerRoute } from "../../../http/registerRoute";
import { deactivatedAtLogin } from "../deactivatedAtLogin";
import { requireSignInService } from "../signInService";
import type { TokenService } from "../tokenService";
import { userRepository } from "../userRepository";
import type { SocialProviders } from "./providers";
import type { SocialProfile } from "./providers/types";
import { loginProof } from "./rules";
import { socialRepository } from "./socialRepository";

/** Requests per minute per address: each call makes the server call a provider. */
export const LOGIN_RATE_LIMIT = 20;

/**
 * Registers `POST /login/{provider}` and `GET /sso-info/{provider}`. A provider user with no link
 * gets registration tokens, even when an Orbis account has the same email: a provider's address
 * is not proof of owning that account, so nothing is linked silently.
 */
export const registerLoginRoutes = (
  host: RouteHost,
  deps: Deps,
  tokens: TokenService,
  providers: SocialProviders,
): void => {
  const users = userRepository(deps.db.kysely);
  const social = socialRepository(deps.db.kysely);
  const { config } = deps;

  /** The provider's access token of a login body, trading a code for one where we can. */
  const accessTokenOf = async (
    provider: SocialProvider,
    body: { accessToken?: string; code?: string; idToken?: string },
  ): Promise<string> => {
    const canExchange =
      provider === "naver" ||
      provider === "facebook" ||
      (provider === "kakao" && config.social.kakao.clientId !== undefined);
    const proof = loginProof(provider, body, canExchange);
    if (proof.kind === "accessToken") return proof.accessToken;
    if (proof.kind === "refused")
      throw invalidInput([{ in: "body", path: "accessToken", message: proof.message }]);
    // Naver wants the authorisation request's state again; this call does not carry it, and Naver
    // only echoes it (the anti-forgery check happened in the browser that started the flow).
    return providers.exchange(proof.provider, {
      code: proof.code,
      redirectUri: socialReturnUrl(config.publicUrl, proof.provider),
      ...(proof.provider === "naver" ? { state: generateState() } : {}),
    });
  };

  const signIn = async (
    provider: SocialProvider,
    profile: SocialProfile,
    clientKind: ClientKind,
  ): Promise<LoginResult> => {
    const user = await users.findSocial(provider, profile.providerUserId);
    if (user === undefined) {
      const issued = await tokens.registrationTokens({ provider, ...profile, clientKind });
      return {
        ...issued,
        email: profile.email,
        registered: false,
        firstAccess: true,
        passwordChangeRequired: false,
      };
    }
    if (user.status !== "active") throw deactivatedAtLogin(user);
    const issued = await tokens.startSession(user.id, clientKind);
    const firstAccess = await social.isFirstAccess(user.id);
    // A social account's password, if any, is its own: no student signs in through a provider.
    return {
      ...issued,
      email: user.email,
      registered: true,
      firstAccess,
      passwordChangeRequired: false,
    };
  };

  registerRoute(
    host,
    routes.loginSocial,
    async ({ params, body }) => {
      requireSignInService(body.serviceId);
      const accessToken = await accessTokenOf(params.provider, body);
      const profile = await providers.adapters[params.provider].fetchProfile(accessToken);
      return signIn(params.provider, profile, body.clientKind ?? "web");
    },
    { rateLimitPerMinute: LOGIN_RATE_LIMIT },
  );

  registerRoute(
    host,
    routes.getSsoInfo,
    async ({ params, query }) => {
      const profile = await providers.adapters[params.provider].fetchProfile(query["access-token"]);
      const user = await users.findSocial(params.provider, profile.providerUserId);
      return { provider: params.provider, ...profile, registered: user !== undefined };
    },
    { rateLimitPerMinute: LOGIN_RATE_LIMIT },
  );
};
