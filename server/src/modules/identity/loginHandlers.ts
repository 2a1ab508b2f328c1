import { normaliseEmail } from "@orbis/core/auth";
import { routes } from "@orbis/core/contract";
import { normaliseStudentLoginId, studentAddressOf } from "@orbis/core/edu";
import { AppError, ErrorCode } from "@orbis/core/errors";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import { deactivatedAtLogin } from "./deactivatedAtLogin";
import { type IdentityServices, isFirstAccess } from "./identityServices";
import { verifyPassword } from "./passwords";
import { requireSignInService } from "./signInService";

/** The stored address of what was typed: a student's login id names their reserved address. */
const addressOf = (typed: string): string => {
  const loginId = normaliseStudentLoginId(typed);
  return loginId === null ? normaliseEmail(typed) : studentAddressOf(loginId);
};

/**
 * Email login (by address, or by a student's login id), token renewal and sign-out. A wrong
 * password and an unknown address or login id answer alike, in the same time (see
 * `verifyPassword`); only a right password learns that the address is unverified or the account
 * deactivated, or that a student must set their own password.
 */
export const registerLoginRoutes = (host: RouteHost, s: IdentityServices): void => {
  registerRoute(
    host,
    routes.loginEmail,
    async ({ body }) => {
      requireSignInService(body.serviceId);
      const user = await s.users.findByEmail(addressOf(body.email));
      const ok = await verifyPassword(user?.password_hash, body.password);
      if (user === undefined || !ok) throw new AppError(ErrorCode.invalidCredentials);
      if (!user.email_verified) throw new AppError(ErrorCode.emailNotVerified);
      if (user.status !== "active") throw deactivatedAtLogin(user);
      const tokens = await s.tokens.startSession(user.id, body.clientKind ?? "web");
      return {
        ...tokens,
        email: user.email,
        registered: true,
        firstAccess: await isFirstAccess(s, user.id),
        passwordChangeRequired: user.password_change_required,
      };
    },
    { rateLimitPerMinute: 10 },
  );

  registerRoute(host, routes.renewToken, async ({ body }) => s.tokens.renew(body.refreshToken), {
    rateLimitPerMinute: 30,
  });

  // Ending the session refuses its access token on the next call (every call checks the
  // session) and its refresh token at renewal, so a copied token stops working at once.
  registerRoute(
    host,
    routes.logout,
    async ({ body, principal }) => {
      const me = asUser(principal);
      if (body.everywhere === true) await s.tokens.endUserSessions(me.userId, "signed-out");
      else await s.tokens.endSession(me.sessionId, "signed-out");
      return null;
    },
    { beforePasswordChange: true },
  );
};
