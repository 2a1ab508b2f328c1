import type { Kysely, Selectable } from "kysely";
import type { Database, SandboxPaymentsTable } from "../../../../infra/db/schema";

/** A payment in the sandbox's own books. */
export type SandboxPaymentRow = Selectable<SandboxPaymentsTable>;

/** SQL of the sandbox provider's books: its billing keys and the payments it took. */
export const sandboxRepository = (db: Kysely<Database>) => ({
  addBillingKey: async (row: {
    billingKey: string;
    payMethod: string;
    cardName: string;
    outcome: string;
    now: Date;
  }): Promise<void> => {
    await db
      .insertInto("sandbox_billing_keys")
      .values({
        billing_key: row.billingKey,
        pay_method: row.payMethod,
        card_name: row.cardName,
        outcome: row.outcome,
        created_at: row.now,
      })
      .execute();
  },

  /** A billing key, counting this charge attempt on it. */
  chargeAttempt: (billingKey: string) =>
    db
      .updateTable("sandbox_billing_keys")
      .set((eb) => ({ charges_tried: eb("charges_tried", "+", 1) }))
      .where("billing_key", "=", billingKey)
      .returningAll()
      .executeTakeFirst(),

  find: (merchantUid: string): Promise<SandboxPaymentRow | undefined> =>
    db
      .selectFrom("sandbox_payments")
      .selectAll()
      .where("merchant_uid", "=", merchantUid)
      .executeTakeFirst(),

  /**
   * Records a payment's outcome. A merchantUid already PAID or CANCELLED keeps its row: the
   * provider charges a merchantUid once, however often it is asked.
   */
  record: async (
    row: Omit<SandboxPaymentRow, "created_at" | "updated_at" | "amount_minor"> & {
      amount_minor: number;
    },
    now: Date,
  ): Promise<SandboxPaymentRow> => {
    await db
      .insertInto("sandbox_payments")
      .values({ ...row, created_at: now, updated_at: now })
      .onConflict((oc) =>
        oc
          .column("merchant_uid")
          .doUpdateSet({
            status: row.status,
            card_name: row.card_name,
            failure: row.failure,
            pay_method: row.pay_method,
            updated_at: now,
          })
          .where("sandbox_payments.status", "not in", ["PAID", "CANCELLED"]),
      )
      .execute();
    return db
      .selectFrom("sandbox_payments")
      .selectAll()
      .where("merchant_uid", "=", row.merchant_uid)
      .executeTakeFirstOrThrow();
  },

  /** Marks a paid payment returned; answers the row as it stands. */
  cancel: async (merchantUid: string, now: Date): Promise<SandboxPaymentRow | undefined> => {
    await db
      .updateTable("sandbox_payments")
      .set({ status: "CANCELLED", updated_at: now })
      .where("merchant_uid", "=", merchantUid)
      .where("status", "=", "PAID")
      .execute();
    return db
      .selectFrom("sandbox_payments")
      .selectAll()
      .where("merchant_uid", "=", merchantUid)
      .executeTakeFirst();
  },
});
