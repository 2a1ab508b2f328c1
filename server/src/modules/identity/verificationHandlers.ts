import { normaliseEmail } from "@orbis/core/auth";
import { routes } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import { requestLanguage } from "../../http/language";
import { type RouteHost, registerRoute } from "../../http/registerRoute";
import type { IdentityServices } from "./identityServices";
import { requireSignInService } from "./signInService";

const PER_MINUTE = { send: 5, confirm: 20 };

/**
 * Mailed codes: ask for one, renew it, confirm it. A registration code for an address already
 * registered answers 409 (the registration form must say so); a reset code is asked for on its
 * own route, which answers alike for unknown addresses.
 */
export const registerVerificationRoutes = (host: RouteHost, s: IdentityServices): void => {
  const start = async (
    body: {
      serviceId: string;
      email: string;
      verifyType: "register" | "reset-password" | "change-email" | "leave";
    },
    language: Parameters<typeof s.verification.start>[3],
  ) => {
    requireSignInService(body.serviceId);
    const email = normaliseEmail(body.email);
    const user = await s.users.findByEmail(email);
    if (body.verifyType === "register" && user !== undefined)
      throw new AppError(ErrorCode.emailTaken);
    if ((body.verifyType === "reset-password" || body.verifyType === "leave") && user === undefined)
      return s.verification.decoy();
    return s.verification.start(email, body.verifyType, body.serviceId, language);
  };

  registerRoute(
    host,
    routes.requestEmailVerification,
    async ({ body, request }) => start(body, requestLanguage(request)),
    {
      rateLimitPerMinute: PER_MINUTE.send,
    },
  );

  registerRoute(
    host,
    routes.sendUserEmailVerification,
    async ({ body, request }) => start(body, requestLanguage(request)),
    {
      rateLimitPerMinute: PER_MINUTE.send,
    },
  );

  registerRoute(
    host,
    routes.renewEmailVerification,
    async ({ body, request }) => {
      requireSignInService(body.serviceId);
      return s.verification.renew(
        body.verifyId,
        normaliseEmail(body.email),
        body.verifyType,
        requestLanguage(request),
      );
    },
    { rateLimitPerMinute: PER_MINUTE.send },
  );

  registerRoute(
    host,
    routes.confirmUserEmailVerification,
    async ({ body }) => {
      requireSignInService(body.serviceId);
      const email = normaliseEmail(body.email);
      const expiresAt = await s.verification.confirm({
        verifyId: body.verifyId,
        email,
        purpose: body.verifyType,
        code: body.verifyCode,
      });
      // Re-verification: an account whose address was never proven (typed at a social sign-up)
      // becomes verified by a confirmed code sent to it.
      const user = await s.users.findByEmail(email);
      if (user !== undefined && !user.email_verified && body.verifyType === "change-email") {
        await s.users.update(user.id, { email_verified: true }, s.deps.clock());
      }
      return {
        verifyId: body.verifyId,
        verified: true as const,
        expiresAt: expiresAt.toISOString(),
      };
    },
    { rateLimitPerMinute: PER_MINUTE.confirm },
  );
};
