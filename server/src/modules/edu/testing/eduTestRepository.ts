import type { Kysely } from "kysely";
import type { Database } from "../../../infra/db/schema";

/**
 * SQL the edu tests use to set the scene or read what a call wrote, where no route does it: a
 * licence term written as delivery leaves it, the rows a refused delivery must leave alone.
 * Test code only.
 */
export const eduTestRepository = (db: Kysely<Database>) => ({
  /** The licences one payment bought. */
  licencesOfPayment: (merchantUid: string) =>
    db.selectFrom("licences").selectAll().where("merchant_uid", "=", merchantUid).execute(),

  /** Hands licence `id` to `holderId`, delivered at `deliveredAt` and running until `expiresAt`. */
  handOver: async (id: string, holderId: string, deliveredAt: Date, expiresAt: Date) => {
    await db
      .updateTable("licences")
      .set({ holder_id: holderId, delivered_at: deliveredAt, expires_at: expiresAt })
      .where("id", "=", id)
      .execute();
  },

  /** Every licence's holder and term, and every account's plan term, in a stable order. */
  deliveryState: async () => {
    const licences = await db
      .selectFrom("licences")
      .select(["id", "holder_id", "delivered_at", "expires_at"])
      .orderBy("id")
      .execute();
    const accounts = await db
      .selectFrom("accounts")
      .select(["user_id", "plan_id", "plan_started_at", "plan_expires_at"])
      .orderBy("user_id")
      .execute();
    return { licences, accounts };
  },

  /** A user's plan as stored on their account. */
  planRow: (userId: string) =>
    db
      .selectFrom("accounts")
      .select(["plan_id", "plan_started_at", "plan_expires_at"])
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow(),

  /** Sets the term of a user's plan, as delivering or the end of a licence leaves it. */
  setPlanTerm: async (userId: string, term: { startedAt?: Date; expiresAt: Date }) => {
    await db
      .updateTable("accounts")
      .set({
        ...(term.startedAt === undefined ? {} : { plan_started_at: term.startedAt }),
        plan_expires_at: term.expiresAt,
      })
      .where("user_id", "=", userId)
      .execute();
  },

  /** Gives a user a certificate number, as a renewal of theirs left it. */
  holdCertificate: async (userId: string, certificateNumber: string, now: Date) => {
    await db
      .insertInto("instructor_profiles")
      .values({
        user_id: userId,
        name: "Holder",
        certificate_number: certificateNumber,
        certified_at: now,
        updated_at: now,
      })
      .execute();
  },

  /** The certificate numbers issued, sorted. */
  certificateNumbers: async () =>
    (
      await db
        .selectFrom("instructor_profiles")
        .select("certificate_number")
        .where("certificate_number", "is not", null)
        .orderBy("certificate_number")
        .execute()
    ).map((row) => row.certificate_number),
});
