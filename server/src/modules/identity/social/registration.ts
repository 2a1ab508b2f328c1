import { randomUUID } from "node:crypto";
import { routes, type SocialProvider } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import type { Deps } from "../../../deps";
import { invalidInput } from "../../../http/errors";
import { requestLanguage } from "../../../http/language";
import { type RouteHost, registerRoute } from "../../../http/registerRoute";
import { decideConsent, termsRepository } from "../../terms";
import type { AccountLifecycle } from "../accountLifecycle";
import { requireSignInService } from "../signInService";
import type { TokenService } from "../tokenService";
import { userRepository } from "../userRepository";
import { PROVIDER_LABELS } from "./providers/types";
import { registrationEmail } from "./rules";
import { socialRepository } from "./socialRepository";

/** Registrations per minute per address. */
export const REGISTRATION_RATE_LIMIT = 10;

const alreadyRegistered = (provider: SocialProvider) =>
  new AppError(ErrorCode.conflict, {
    message: `This ${PROVIDER_LABELS[provider]} account is already registered`,
    details: { provider },
  });

/**
 * Registers `POST /users/register/{provider}`: creates the account of a social user who holds a
 * registration token. User, link, account, settings and terms answers are written in one
 * transaction, so a refusal leaves nothing behind.
 */
export const registerRegistrationRoute = (
  host: RouteHost,
  deps: Deps,
  tokens: TokenService,
  accounts: AccountLifecycle,
): void => {
  const terms = termsRepository(deps.db.kysely);

  registerRoute(
    host,
    routes.registerSocial,
    async ({ params, body, principal, request }) => {
      if (principal.kind !== "registration") throw new AppError(ErrorCode.unauthorized);
      const { provider, providerUserId } = principal;
      if (provider !== params.provider) {
        const message = `This registration token is for ${PROVIDER_LABELS[provider]}`;
        throw invalidInput([{ in: "params", path: "provider", message }]);
      }
      const email = registrationEmail(principal.email, body.email);
      if (email === null) {
        const message = `${PROVIDER_LABELS[provider]} shared no email address; please enter one.`;
        throw invalidInput([{ in: "body", path: "email", message }]);
      }
      requireSignInService(body.serviceId);
      const decision = await decideConsent(
        terms,
        body.serviceId,
        body.agreedTermsIds,
        body.marketingAgreed,
      );

      const userId = randomUUID();
      const now = deps.clock();
      const language = requestLanguage(request);
      // Only `trx` inside: PGlite serialises connections, so using `db` here would deadlock.
      await deps.db.kysely.transaction().execute(async (trx) => {
        const users = userRepository(trx);
        if ((await users.findSocial(provider, providerUserId)) !== undefined)
          throw alreadyRegistered(provider);
        const created = await users.create({
          id: userId,
          email: email.address,
          passwordHash: null,
          name: body.name.trim(),
          nickname: body.nickname?.trim() ?? null,
          signInMethod: provider,
          emailVerified: email.verified,
          marketingAgreed: decision.marketingAgreed,
          now,
        });
        if (!created) throw new AppError(ErrorCode.emailTaken);
        const linked = await socialRepository(trx).link({
          provider,
          providerUserId,
          userId,
          email: principal.email,
          now,
        });
        if (!linked) throw alreadyRegistered(provider);
        await accounts.open(trx, userId, now, language);
        await termsRepository(trx).answer(userId, decision.answers, now);
      });

      const issued = await tokens.startSession(userId, principal.clientKind);
      return {
        ...issued,
        email: email.address,
        registered: true,
        firstAccess: true,
        passwordChangeRequired: false,
      };
    },
    { acceptsRegistration: true, rateLimitPerMinute: REGISTRATION_RATE_LIMIT },
  );
};
