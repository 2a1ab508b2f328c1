import { ORBIS_SERVICE, type SocialProvider } from "@orbis/core/contract";
import { seedTerms } from "../../../seed/terms";
import type { TestApp } from "../../../testing/testApp";
import { sessionRepository } from "../sessionRepository";
import { createTokenService } from "../tokenService";

/*
 * Shared steps of the social route tests. Calls go through HTTP (`inject`); the only direct
 * database use is reading what the routes wrote and preparing states no route makes yet.
 */

/** The four providers, for `describe.each`. */
export const PROVIDERS: readonly SocialProvider[] = ["kakao", "naver", "google", "facebook"];

/** Ids of the seeded Orbis terms. */
export const MANDATORY_TERMS = seedTerms.filter((t) => !t.isOptional).map((t) => t.id);
/** The optional (marketing) term of Orbis. */
export const MARKETING_TERM = seedTerms.find((t) => t.isOptional)?.id ?? "";

/** The wire body of an answer: `{ code, data }` or `{ code, message, details }`. */
export interface Wire {
  readonly code: number;
  readonly message?: string;
  readonly details?: unknown;
  readonly data?: {
    readonly accessToken: string;
    readonly refreshToken: string;
    readonly email: string | null;
    readonly registered: boolean;
    readonly firstAccess: boolean;
  };
}

/** `POST /identity/v1/login/{provider}` with the Orbis service pair. */
export const login = async (t: TestApp, provider: string, body: Record<string, unknown>) => {
  const res = await t.call({
    method: "POST",
    url: `/identity/v1/login/${provider}`,
    payload: { ...ORBIS_SERVICE, ...body },
  });
  return { status: res.statusCode, body: res.json() as Wire };
};

/** `POST /identity/v1/users/register/{provider}` with a token and the mandatory terms. */
export const register = async (
  t: TestApp,
  provider: string,
  token: string,
  body: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) => {
  const res = await t.call({
    method: "POST",
    url: `/identity/v1/users/register/${provider}`,
    headers: { "x-user-auth-token": token, ...headers },
    payload: { ...ORBIS_SERVICE, name: "Ada", agreedTermsIds: MANDATORY_TERMS, ...body },
  });
  return { status: res.statusCode, body: res.json() as Wire };
};

/** What the token service says of an access token: the principal, or the refusal's code. */
export const whoIs = async (t: TestApp, token: string) => {
  const service = createTokenService({
    sessions: sessionRepository(t.deps.db.kysely),
    clock: t.deps.clock,
    secret: t.deps.secret,
  });
  try {
    return await service.authenticate(token);
  } catch (error) {
    return { refused: (error as { code: number }).code };
  }
};

/** Row counts of the tables a registration writes. */
export const rowCounts = async (t: TestApp) => {
  const db = t.deps.db.kysely;
  const count = async (table: "users" | "social_accounts" | "accounts" | "terms_agreements") =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    users: await count("users"),
    social: await count("social_accounts"),
    accounts: await count("accounts"),
    terms: await count("terms_agreements"),
  };
};

/** A provider user id unique to one test; Kakao's must be digits. */
export const newUserId = (provider: SocialProvider): string =>
  provider === "kakao"
    ? String(1_000_000_000 + Math.floor(Math.random() * 1_000_000_000))
    : `${provider}-${Math.random().toString(36).slice(2, 12)}`;
