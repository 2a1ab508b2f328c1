import { randomUUID } from "node:crypto";
import { routes } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import type { Deps } from "../../deps";
import { invalidInput } from "../../http/errors";
import { requestLanguage } from "../../http/language";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import type { TokenService } from "../identity";
import { accountRepository } from "./accountRepository";
import { accountMissing } from "./checkinHandlers";
import { provisionAccount } from "./provision";

/** Opening the main API account, the leaving survey and deactivation (docs/product/calls.md, v3). */
export const registerUserHandlers = (host: RouteHost, deps: Deps, tokens: TokenService): void => {
  const db = deps.db.kysely;

  /**
   * Makes sure the identity has its main API account (registration normally made it; older or
   * imported identities get it here) and tells whether it never checked in.
   */
  const openAccount = async (userId: string, language: ReturnType<typeof requestLanguage>) => {
    await db.transaction().execute((trx) => provisionAccount(trx, userId, deps.clock(), language));
    const firstAccess = await accountRepository(db).isFirstAccess(userId);
    if (firstAccess === undefined) throw accountMissing();
    return { userId, firstAccess };
  };

  registerRoute(host, routes.loginMainUser, async (ctx) => {
    const { userId } = asUser(ctx.principal);
    const { socialType } = ctx.params;
    if (!(await accountRepository(db).signsInWith(userId, socialType))) {
      throw invalidInput([
        { in: "params", path: "socialType", message: "This account does not sign in this way" },
      ]);
    }
    return openAccount(userId, requestLanguage(ctx.request));
  });

  registerRoute(host, routes.registerSuid, async (ctx) => {
    // The identity token comes in its own header: this call is made before the console holds
    // a session of its own. Deactivated or replaced sessions answer as anywhere else.
    const principal = await tokens.authenticate(ctx.headers["auth-token"]);
    if (principal.kind !== "user") throw new AppError(ErrorCode.unauthorized);
    // The token is checked here, not by registerRoute, so is the student's pending password.
    if (principal.passwordChangeRequired) throw new AppError(ErrorCode.passwordChangeRequired);
    return openAccount(principal.userId, requestLanguage(ctx.request));
  });

  registerRoute(host, routes.submitUserSurvey, async (ctx) => {
    const { userId } = asUser(ctx.principal);
    const customReason = ctx.body.customReason?.trim();
    await accountRepository(db).addSurvey({
      id: randomUUID(),
      userId,
      reasonType: ctx.body.reasonType,
      customReason: customReason === undefined || customReason === "" ? null : customReason,
      now: deps.clock(),
    });
    return null;
  });

  registerRoute(host, routes.deactivateUser, async (ctx) => {
    const { userId } = asUser(ctx.principal);
    // Every session of the account ends with it, refresh tokens included: a token copied before
    // must not come back to life when the account is restored. Signing in again answers 50001,
    // which offers the restore.
    const now = deps.clock();
    await accountRepository(db).setStatus(userId, "deactivated", now);
    await tokens.endUserSessions(userId, "deactivated");
    return null;
  });
};
