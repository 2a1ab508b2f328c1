import { normaliseEmail } from "@orbis/core/auth";
import { routes } from "@orbis/core/contract";
import { AppError } from "@orbis/core/errors";
import { type RouteHost, registerRoute } from "../../http/registerRoute";
import { deactivatedAtLogin } from "./deactivatedAtLogin";
import { type IdentityServices, isFirstAccess } from "./identityServices";
import { verifyPassword } from "./passwords";

/**
 * Email login and token renewal. A wrong password and an unknown address answer alike, in the
 * same time (see `verifyPassword`); only a right password learns that the address is unverified
 * or the account deactivated.
 */
export const registerLoginRoutes = (host: RouteHost, s: IdentityServices): void => {
  registerRoute(
    host,
    routes.loginEmail,
    async ({ body }) => {
      await s.requireService(body.serviceId);
      const user = await s.users.findByEmail(normaliseEmail(body.email));
      const ok = await verifyPassword(user?.password_hash, body.password);
      if (user === undefined || !ok) throw new AppError(110001);
      if (!user.email_verified) throw new AppError(110002);
      if (user.status !== "active") throw deactivatedAtLogin(user);
      const tokens = await s.tokens.startSession(user.id, body.clientKind ?? "web");
      return {
        ...tokens,
        email: user.email,
        registered: true,
        firstAccess: await isFirstAccess(s, user.id),
      };
    },
    { rateLimitPerMinute: 10 },
  );

  registerRoute(host, routes.renewToken, async ({ body }) => s.tokens.renew(body.refreshToken), {
    rateLimitPerMinute: 30,
  });
};
