import { emailLinkStatus, isEmailLinkPurpose } from "@orbis/core/account";
import { maskEmail, normaliseEmail } from "@orbis/core/auth";
import { languageSchema, routes } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import type { Deps } from "../../deps";
import { type RouteHost, registerRoute } from "../../http/registerRoute";
import type { TokenService } from "../identity";
import { userRepository } from "../identity";
import { accountRepository } from "./accountRepository";
import { emailLinkRepository } from "./emailLinkRepository";
import { createEmailLinkToken, emailLinkUrl, linkTokenHash } from "./emailLinks";
import { restoreMail } from "./restoreMail";

/** Restore mails per client address and minute: each one writes a mail. */
const RESTORE_MAILS_PER_MINUTE = 10;

/** Emailed links: what they are for, the restore mail and the restore itself (docs/product/calls.md, v3). */
export const registerRestoreHandlers = (
  host: RouteHost,
  deps: Deps,
  tokens: TokenService,
): void => {
  const db = deps.db.kysely;
  const links = emailLinkRepository(db);

  registerRoute(host, routes.getPublicVerification, async (ctx) => {
    const link = await links.find(linkTokenHash(ctx.params.id));
    const purpose = link?.purpose;
    if (link === undefined || purpose === undefined || !isEmailLinkPurpose(purpose))
      throw new AppError(ErrorCode.notFound);
    if (emailLinkStatus({ ...link, purpose }, deps.clock()) !== "valid")
      throw new AppError(ErrorCode.notFound);
    return {
      purpose,
      maskedEmail: maskEmail(link.email),
      expiresAt: link.expiresAt.toISOString(),
    };
  });

  registerRoute(
    host,
    routes.requestWithdrawalVerification,
    async (ctx) => {
      const user = await userRepository(db).findById(ctx.body.userId);
      const matches =
        user !== undefined &&
        user.status === "deactivated" &&
        user.email === normaliseEmail(ctx.body.email) &&
        user.sign_in_method === ctx.params.socialType;
      // The same answer either way: this public call must not tell which accounts exist.
      if (!matches) return null;
      const now = deps.clock();
      const token = await db.transaction().execute(async (trx) => {
        await emailLinkRepository(trx).retire(user.id, "restore", now);
        return createEmailLinkToken(trx, user.id, "restore", now);
      });
      const settings = await accountRepository(db).findSettings(user.id);
      const language = languageSchema.catch("ko").parse(settings?.language);
      const url = emailLinkUrl(deps.config.publicUrl, "restore", token);
      await deps.mail.send(restoreMail(user.email, url, language));
      return null;
    },
    { rateLimitPerMinute: RESTORE_MAILS_PER_MINUTE },
  );

  registerRoute(host, routes.restoreUser, async (ctx) => {
    const hash = linkTokenHash(ctx.body.encryptId);
    const now = deps.clock();
    const restored = await db.transaction().execute(async (trx) => {
      const linkRepo = emailLinkRepository(trx);
      const link = await linkRepo.find(hash);
      if (link === undefined || link.purpose !== "restore") return undefined;
      if (link.signInMethod !== ctx.params.socialType) return undefined;
      // Consuming checks unused and unexpired in the same statement that uses it.
      if (!(await linkRepo.consume(hash, now))) return undefined;
      await accountRepository(trx).setStatus(link.userId, "active", now);
      return link;
    });
    if (restored === undefined) throw new AppError(ErrorCode.notFound);
    // Tokens from before the deactivation must not come back to life: a fresh login is needed.
    await tokens.endUserSessions(restored.userId, "deactivated");
    return { userId: restored.userId, email: restored.email };
  });
};
