import { normaliseEmail } from "@orbis/core/auth";
import { routes } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import { requestLanguage } from "../../http/language";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import type { IdentityServices } from "./identityServices";
import { hashPassword, verifyPassword } from "./passwords";
import { requireSignInService } from "./signInService";
import { userRepository } from "./userRepository";
import { verificationRepository } from "./verificationRepository";

/**
 * Password reset by mailed code or link, and password change. Either one ends the account's
 * other sessions: whoever knew the old password is out.
 */
export const registerPasswordRoutes = (host: RouteHost, s: IdentityServices): void => {
  registerRoute(
    host,
    routes.requestPasswordReset,
    async ({ body, request }) => {
      requireSignInService(body.serviceId);
      const email = normaliseEmail(body.email);
      const user = await s.users.findByEmail(email);
      // Unknown addresses and social-only accounts get a ticket too, and no mail: the answer
      // must not tell which addresses have a password here.
      if (user === undefined || user.password_hash === null) return s.verification.decoy();
      return s.verification.start(
        email,
        "reset-password",
        body.serviceId,
        requestLanguage(request),
      );
    },
    { rateLimitPerMinute: 5 },
  );

  registerRoute(
    host,
    routes.confirmPasswordReset,
    async ({ body }) => {
      requireSignInService(body.serviceId);
      const email = normaliseEmail(body.email);
      const proof = {
        verifyId: body.verifyId,
        email,
        purpose: "reset-password" as const,
        code: body.verifyCode,
      };
      await s.verification.check(proof);
      const user = await s.users.findByEmail(email);
      if (user === undefined) throw new AppError(ErrorCode.resetInvalid);
      const passwordHash = await hashPassword(body.password);
      const now = s.deps.clock();
      await s.db.transaction().execute(async (trx) => {
        await s.verification.consume(proof.verifyId, verificationRepository(trx));
        // The mailed code proved the address, so an unverified one is verified now.
        await userRepository(trx).update(
          user.id,
          { password_hash: passwordHash, email_verified: true },
          now,
        );
      });
      await s.tokens.endUserSessions(user.id, "password-changed");
      return null;
    },
    { rateLimitPerMinute: 10 },
  );

  registerRoute(
    host,
    routes.changePassword,
    async ({ body, principal }) => {
      const me = asUser(principal);
      const user = await s.users.findById(me.userId);
      if (user === undefined) throw new AppError(ErrorCode.unauthorized);
      if (!(await verifyPassword(user.password_hash, body.currentPassword)))
        throw new AppError(ErrorCode.wrongPassword);
      // Their own password now: a student's one-time password stops holding the account back.
      await s.users.update(
        user.id,
        { password_hash: await hashPassword(body.newPassword), password_change_required: false },
        s.deps.clock(),
      );
      await s.tokens.endUserSessions(user.id, "password-changed", me.sessionId);
      return null;
    },
    { rateLimitPerMinute: 10, beforePasswordChange: true },
  );
};
