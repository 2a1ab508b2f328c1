import { ORBIS_SERVICE, type SocialProvider } from "@orbis/core/contract";
import { seedTerms } from "../../../../seed/terms";
import { rowCountRepository } from "../../../../testing/rowCountRepository";
import type { TestApp } from "../../../../testing/testApp";
import { sessionRepository } from "../../sessionRepository";
import { createTokenService } from "../../tokenService";

/*
 * Shared steps of the social route tests (their calls go through core's typed client): the
 * providers, and reading what the routes wrote.
 */

/** The four providers, for `describe.each`. */
export const PROVIDERS: readonly SocialProvider[] = ["kakao", "naver", "google", "facebook"];

/** The optional (marketing) term of Orbis. */
export const MARKETING_TERM =
  seedTerms.find((t) => t.serviceId === ORBIS_SERVICE.serviceId && t.isOptional)?.id ?? "";

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
  const { count } = rowCountRepository(t.deps.db.kysely);
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
