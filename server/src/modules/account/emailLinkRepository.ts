import type { EmailLinkPurpose } from "@orbis/core/account";
import type { Kysely } from "kysely";
import type { Database } from "../../infra/db/schema";

/** A stored emailed link with the address of its user. */
export interface EmailLinkRow {
  readonly userId: string;
  readonly email: string;
  readonly signInMethod: string;
  readonly purpose: string;
  readonly expiresAt: Date;
  readonly usedAt: Date | null;
}

/** SQL of emailed links. Only a link's sha256 is stored: the database alone cannot open one. */
export const emailLinkRepository = (db: Kysely<Database>) => ({
  add: async (link: {
    tokenHash: string;
    userId: string;
    purpose: EmailLinkPurpose;
    expiresAt: Date;
    now: Date;
  }): Promise<void> => {
    await db
      .insertInto("email_links")
      .values({
        token_hash: link.tokenHash,
        user_id: link.userId,
        purpose: link.purpose,
        expires_at: link.expiresAt,
        used_at: null,
        created_at: link.now,
      })
      .execute();
  },

  find: async (tokenHash: string): Promise<EmailLinkRow | undefined> => {
    const row = await db
      .selectFrom("email_links")
      .innerJoin("users", "users.id", "email_links.user_id")
      .select([
        "email_links.user_id",
        "email_links.purpose",
        "email_links.expires_at",
        "email_links.used_at",
        "users.email",
        "users.sign_in_method",
      ])
      .where("email_links.token_hash", "=", tokenHash)
      .executeTakeFirst();
    return row === undefined
      ? undefined
      : {
          userId: row.user_id,
          email: row.email,
          signInMethod: row.sign_in_method,
          purpose: row.purpose,
          expiresAt: new Date(row.expires_at),
          usedAt: row.used_at === null ? null : new Date(row.used_at),
        };
  },

  /**
   * Uses a single-use link: true for the one caller that found it unused and unexpired, so two
   * racing restores of one link cannot both succeed.
   */
  consume: async (tokenHash: string, now: Date): Promise<boolean> =>
    (await db
      .updateTable("email_links")
      .set({ used_at: now })
      .where("token_hash", "=", tokenHash)
      .where("used_at", "is", null)
      .where("expires_at", ">", now)
      .returning("token_hash")
      .executeTakeFirst()) !== undefined,

  /** Retires the user's unused links of a purpose, so only the newest mail works. */
  retire: async (userId: string, purpose: EmailLinkPurpose, now: Date): Promise<void> => {
    await db
      .updateTable("email_links")
      .set({ used_at: now })
      .where("user_id", "=", userId)
      .where("purpose", "=", purpose)
      .where("used_at", "is", null)
      .execute();
  },
});
