import type { Kysely, Selectable } from "kysely";
import type { Database, VerificationsTable } from "../../infra/db/schema";

/** A verification row. */
export type VerificationRow = Selectable<VerificationsTable>;

/** SQL of mailed verification codes. */
export const verificationRepository = (db: Kysely<Database>) => ({
  create: async (row: {
    id: string;
    email: string;
    purpose: string;
    serviceId: string;
    codeHash: string;
    expiresAt: Date;
    now: Date;
  }) => {
    await db
      .insertInto("verifications")
      .values({
        id: row.id,
        email: row.email,
        purpose: row.purpose,
        service_id: row.serviceId,
        code_hash: row.codeHash,
        expires_at: row.expiresAt,
        verified_at: null,
        consumed_at: null,
        created_at: row.now,
      })
      .execute();
  },

  /** The verification of an id for one address and purpose: a code is good for nothing else. */
  find: (id: string, email: string, purpose: string) =>
    db
      .selectFrom("verifications")
      .selectAll()
      .where("id", "=", id)
      .where("email", "=", email)
      .where("purpose", "=", purpose)
      .executeTakeFirst(),

  /** Counts one attempt; done before the answer is known so parallel guesses are all counted. */
  countAttempt: async (id: string) => {
    const row = await db
      .updateTable("verifications")
      .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
      .where("id", "=", id)
      .returning("attempts")
      .executeTakeFirst();
    return row?.attempts ?? 0;
  },

  markVerified: async (id: string, now: Date, proofExpiresAt: Date) => {
    await db
      .updateTable("verifications")
      .set({ verified_at: now, expires_at: proofExpiresAt })
      .where("id", "=", id)
      .execute();
  },

  /** Marks a verification used, once; false when it already was (two registrations racing). */
  consume: async (id: string, now: Date): Promise<boolean> => {
    const row = await db
      .updateTable("verifications")
      .set({ consumed_at: now })
      .where("id", "=", id)
      .where("consumed_at", "is", null)
      .returning("id")
      .executeTakeFirst();
    return row !== undefined;
  },

  renew: async (id: string, codeHash: string, expiresAt: Date) => {
    await db
      .updateTable("verifications")
      .set((eb) => ({
        code_hash: codeHash,
        expires_at: expiresAt,
        attempts: 0,
        renewals: eb("renewals", "+", 1),
      }))
      .where("id", "=", id)
      .execute();
  },
});

/** The verification repository's type. */
export type VerificationRepository = ReturnType<typeof verificationRepository>;
