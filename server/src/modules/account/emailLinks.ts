import { createHash, randomBytes } from "node:crypto";
import { type EmailLinkPurpose, emailLinkExpiresAt } from "@orbis/core/account";
import type { Kysely } from "kysely";
import type { Deps } from "../../deps";
import type { Database } from "../../infra/db/schema";
import { emailLinkRepository } from "./emailLinkRepository";

/** The stored form of a link's token: its sha256, so a database dump opens no account. */
export const linkTokenHash = (token: string): string =>
  createHash("sha256").update(token).digest("hex");

/** Where each kind of link lands in the console (docs/product/screens.md). */
const LANDING: Readonly<Record<EmailLinkPurpose, string>> = {
  restore: "/withdrawal/verification",
  unsubscribe: "/unsubscribe/register",
};

/**
 * Makes an emailed link for a user: a random 32-byte token (the `encryptId` of the console's
 * routes) whose hash is stored with the purpose and expiry. Answers the token, not the URL.
 */
export const createEmailLinkToken = async (
  db: Kysely<Database>,
  userId: string,
  purpose: EmailLinkPurpose,
  now: Date,
): Promise<string> => {
  const token = randomBytes(32).toString("base64url");
  await emailLinkRepository(db).add({
    tokenHash: linkTokenHash(token),
    userId,
    purpose,
    expiresAt: emailLinkExpiresAt(purpose, now),
    now,
  });
  return token;
};

/** The console URL a link token opens. */
export const emailLinkUrl = (publicUrl: string, purpose: EmailLinkPurpose, token: string): string =>
  `${publicUrl}${LANDING[purpose]}/${token}`;

/**
 * An unsubscribe link for a marketing mail to `userId` (30 days, reusable). Its holder may set
 * extra answers through `PUT /public/extra/{encryptId}`, e.g. `marketing=false`.
 */
export const createUnsubscribeLink = async (
  deps: Pick<Deps, "db" | "clock" | "config">,
  userId: string,
): Promise<string> => {
  const token = await createEmailLinkToken(deps.db.kysely, userId, "unsubscribe", deps.clock());
  return emailLinkUrl(deps.config.publicUrl, "unsubscribe", token);
};
