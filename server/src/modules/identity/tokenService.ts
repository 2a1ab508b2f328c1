import { createHash, randomUUID } from "node:crypto";
import { sessionAccess } from "@orbis/core/auth";
import type { ClientKind, SocialProvider } from "@orbis/core/contract";
import { clientKindSchema, socialProviderSchema } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import { type JWTPayload, jwtVerify, SignJWT } from "jose";
import type { Authenticator, Principal } from "../../http/principal";
import type { Clock } from "../../infra/clock";
import type { RevokeReason, SessionRepository } from "./sessionRepository";

/** Lifetimes in seconds: short access tokens, longer rotating refresh tokens. */
export const TOKEN_TTL = {
  access: 30 * 60,
  refresh: 14 * 24 * 60 * 60,
  registration: 30 * 60,
} as const;

/** An access and refresh token pair and the account's email. */
export interface IssuedTokens {
  readonly accessToken: string;
  readonly refreshToken: string;
}

/** What a social login learned about a user who has no Orbis account yet. */
export interface RegistrationClaims {
  readonly provider: SocialProvider;
  readonly providerUserId: string;
  readonly email: string | null;
  readonly name: string | null;
  readonly clientKind: ClientKind;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

const text = (payload: JWTPayload, key: string): string | undefined => {
  const value = payload[key];
  return typeof value === "string" ? value : undefined;
};

/**
 * Issues and checks tokens (docs/architecture.md#decisions-where-the-product-is-silent and docs/architecture.md#rules-never-broken). Access tokens are JWTs naming the session;
 * every request checks that session, so a newer login of the same client kind answers the older
 * token with 50002. Refresh tokens rotate: each is good once, and a second use of one ends its
 * session (a stolen token used after its owner renewed, or the other way round).
 */
export const createTokenService = (deps: {
  readonly sessions: SessionRepository;
  readonly clock: Clock;
  readonly secret: Uint8Array;
}): Authenticator & {
  readonly startSession: (userId: string, clientKind: ClientKind) => Promise<IssuedTokens>;
  readonly renew: (refreshToken: string) => Promise<IssuedTokens & { readonly email: string }>;
  readonly registrationTokens: (claims: RegistrationClaims) => Promise<IssuedTokens>;
  readonly endSession: (sessionId: string, reason: RevokeReason) => Promise<void>;
  readonly endUserSessions: (
    userId: string,
    reason: RevokeReason,
    except?: string,
  ) => Promise<void>;
} => {
  const { sessions, clock, secret } = deps;
  const nowSeconds = () => Math.floor(clock().getTime() / 1000);

  const sign = (claims: JWTPayload, ttl: number) => {
    const iat = nowSeconds();
    return new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setIssuedAt(iat)
      .setExpirationTime(iat + ttl)
      .sign(secret);
  };

  const verify = async (token: string, onFailure: () => AppError): Promise<JWTPayload> => {
    try {
      const { payload } = await jwtVerify(token, secret, {
        algorithms: ["HS256"],
        currentDate: clock(),
      });
      return payload;
    } catch {
      throw onFailure();
    }
  };

  const issue = async (
    userId: string,
    sessionId: string,
    clientKind: string,
  ): Promise<IssuedTokens> => {
    const jti = randomUUID();
    const accessToken = await sign(
      { sub: userId, sid: sessionId, knd: clientKind, typ: "access" },
      TOKEN_TTL.access,
    );
    const refreshToken = await sign(
      { sub: userId, sid: sessionId, jti, typ: "refresh" },
      TOKEN_TTL.refresh,
    );
    const now = clock();
    await sessions.addRefreshToken({
      id: jti,
      sessionId,
      tokenHash: sha256(refreshToken),
      expiresAt: new Date(now.getTime() + TOKEN_TTL.refresh * 1000),
      now,
    });
    return { accessToken, refreshToken };
  };

  const checkSession = async (sessionId: string) => {
    const session = await sessions.findSession(sessionId);
    const verdict = sessionAccess({
      exists: session !== undefined,
      revokedReason: session?.revokedReason ?? null,
      accountActive: session?.userStatus === "active",
    });
    if (verdict !== 0) throw new AppError(verdict);
    return session as NonNullable<typeof session>;
  };

  return {
    startSession: async (userId, clientKind) => {
      const sessionId = randomUUID();
      await sessions.openSession(sessionId, userId, clientKind, clock());
      return issue(userId, sessionId, clientKind);
    },

    renew: async (refreshToken) => {
      const refused = () => new AppError(ErrorCode.refreshTokenInvalid);
      const payload = await verify(refreshToken, refused);
      const jti = text(payload, "jti");
      if (text(payload, "typ") !== "refresh" || jti === undefined) throw refused();
      const use = await sessions.useRefreshToken(jti, sha256(refreshToken), clock());
      if (!use.found) throw refused();
      if (use.reused) {
        await sessions.revokeSession(use.sessionId, "refresh-reuse", clock());
        throw refused();
      }
      const session = await sessions.findSession(use.sessionId);
      const verdict = sessionAccess({
        exists: session !== undefined,
        revokedReason: session?.revokedReason ?? null,
        accountActive: session?.userStatus === "active",
      });
      if (verdict === ErrorCode.unauthorized) throw refused();
      if (verdict !== 0) throw new AppError(verdict);
      const s = session as NonNullable<typeof session>;
      return { ...(await issue(s.userId, s.id, s.clientKind)), email: s.email };
    },

    registrationTokens: async (claims) => {
      const token = await sign(
        {
          typ: "registration",
          prv: claims.provider,
          pid: claims.providerUserId,
          eml: claims.email,
          nam: claims.name,
          knd: claims.clientKind,
        },
        TOKEN_TTL.registration,
      );
      // The pair has the usual shape so clients keep one code path; renewing it is refused.
      return { accessToken: token, refreshToken: token };
    },

    authenticate: async (token): Promise<Principal> => {
      const payload = await verify(token, () => new AppError(ErrorCode.unauthorized));
      const type = text(payload, "typ");
      if (type === "registration") {
        const provider = socialProviderSchema.safeParse(payload.prv);
        const providerUserId = text(payload, "pid");
        if (!provider.success || providerUserId === undefined)
          throw new AppError(ErrorCode.unauthorized);
        return {
          kind: "registration",
          provider: provider.data,
          providerUserId,
          email: text(payload, "eml") ?? null,
          name: text(payload, "nam") ?? null,
          clientKind: clientKindSchema.catch("web").parse(payload.knd),
        };
      }
      const sessionId = text(payload, "sid");
      if (type !== "access" || sessionId === undefined) throw new AppError(ErrorCode.unauthorized);
      const session = await checkSession(sessionId);
      return {
        kind: "user",
        userId: session.userId,
        sessionId: session.id,
        clientKind: clientKindSchema.catch("web").parse(session.clientKind),
        passwordChangeRequired: session.passwordChangeRequired,
      };
    },

    endSession: (sessionId, reason) => sessions.revokeSession(sessionId, reason, clock()),
    endUserSessions: (userId, reason, except) =>
      sessions.revokeUserSessions(userId, reason, clock(), except),
  };
};

/** The token service's type. */
export type TokenService = ReturnType<typeof createTokenService>;
