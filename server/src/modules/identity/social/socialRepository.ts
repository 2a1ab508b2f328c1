import type { Kysely } from "kysely";
import type { Database } from "../../../infra/db/schema";

/** SQL of social logins beyond `userRepository`: first access and a race-safe link. */
export const socialRepository = (db: Kysely<Database>) => ({
  /**
   * True until the account's first check-in is recorded: the login answer's `firstAccess`, which
   * opens the first-access coupon popup. A user without an account row has not checked in either.
   */
  isFirstAccess: async (userId: string): Promise<boolean> => {
    const row = await db
      .selectFrom("accounts")
      .select("first_checkin_at")
      .where("user_id", "=", userId)
      .executeTakeFirst();
    return row?.first_checkin_at === null || row?.first_checkin_at === undefined;
  },

  /**
   * Links a provider's user to an Orbis user. Answers false when that provider user is already
   * linked (a racing registration won), instead of failing the transaction with a key violation.
   */
  link: async (row: {
    readonly provider: string;
    readonly providerUserId: string;
    readonly userId: string;
    readonly email: string | null;
    readonly now: Date;
  }): Promise<boolean> => {
    const inserted = await db
      .insertInto("social_accounts")
      .values({
        provider: row.provider,
        provider_user_id: row.providerUserId,
        user_id: row.userId,
        email: row.email,
        created_at: row.now,
      })
      .onConflict((oc) => oc.columns(["provider", "provider_user_id"]).doNothing())
      .returning("user_id")
      .executeTakeFirst();
    return inserted !== undefined;
  },
});

/** The social repository's type. */
export type SocialRepository = ReturnType<typeof socialRepository>;
