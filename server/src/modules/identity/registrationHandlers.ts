import { randomUUID } from "node:crypto";
import { normaliseEmail } from "@orbis/core/auth";
import { routes } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import { requestLanguage } from "../../http/language";
import { type RouteHost, registerRoute } from "../../http/registerRoute";
import { termsRepository } from "../terms";
import type { IdentityServices } from "./identityServices";
import { hashPassword } from "./passwords";
import { requireSignInService } from "./signInService";
import { userRepository } from "./userRepository";
import { verificationRepository } from "./verificationRepository";

/**
 * Email registration: the mailed code proves the address, the consent must hold every mandatory
 * term, and the user, the account, the answers and the use of the code are written together or
 * not at all.
 */
export const registerRegistrationRoutes = (host: RouteHost, s: IdentityServices): void => {
  registerRoute(
    host,
    routes.registerEmail,
    async ({ body, request }) => {
      requireSignInService(body.serviceId);
      const email = normaliseEmail(body.email);
      const consent = await s.requireConsent(
        body.serviceId,
        body.agreedTermsIds,
        body.marketingAgreed,
      );
      if ((await s.users.findByEmail(email)) !== undefined)
        throw new AppError(ErrorCode.emailTaken);
      const proof = {
        verifyId: body.verifyId,
        email,
        purpose: "register" as const,
        code: body.verifyCode,
      };
      await s.verification.check(proof);
      const passwordHash = await hashPassword(body.password);
      const id = randomUUID();
      const now = s.deps.clock();
      await s.db.transaction().execute(async (trx) => {
        await s.verification.consume(proof.verifyId, verificationRepository(trx));
        const created = await userRepository(trx).create({
          id,
          email,
          passwordHash,
          name: body.name,
          nickname: body.nickname ?? null,
          signInMethod: "email",
          emailVerified: true,
          marketingAgreed: consent.marketingAgreed,
          now,
        });
        // Two registrations of one address racing: the loser writes nothing.
        if (!created) throw new AppError(ErrorCode.emailTaken);
        await s.accounts.open(trx, id, now, requestLanguage(request));
        await termsRepository(trx).answer(id, consent.answers, now);
      });
      const tokens = await s.tokens.startSession(id, body.clientKind ?? "web");
      return {
        ...tokens,
        email,
        registered: true,
        firstAccess: true,
        passwordChangeRequired: false,
      };
    },
    { rateLimitPerMinute: 10 },
  );
};
