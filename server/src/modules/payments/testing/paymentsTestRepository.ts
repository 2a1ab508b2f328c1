import type { Insertable, Kysely } from "kysely";
import type { Database, GoodsTable } from "../../../infra/db/schema";
import type { PaymentRow } from "../paymentRepository";

/** Tables whose row counts prove that a refused call wrote nothing. */
export type CountedTable =
  | "payments"
  | "pay_methods"
  | "sandbox_payments"
  | "payment_events"
  | "licences";

/**
 * SQL the payments tests read state with, and plant it with where no API can (a card cancelled
 * at its bank). Test code only: the module's own code never imports it.
 */
export const paymentsTestRepository = (db: Kysely<Database>) => ({
  rowCount: async (table: CountedTable): Promise<number> => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** The user's payments, oldest first. */
  paymentsOf: (userId: string): Promise<PaymentRow[]> =>
    db
      .selectFrom("payments")
      .selectAll()
      .where("user_id", "=", userId)
      .orderBy("created_at")
      .orderBy("merchant_uid")
      .execute(),

  /** The sandbox's record of a payment (what the provider took). */
  sandboxRowsOf: (merchantUid: string) =>
    db.selectFrom("sandbox_payments").selectAll().where("merchant_uid", "=", merchantUid).execute(),

  /** Makes the sandbox decline every later charge of the user's billing keys. */
  declineEveryCharge: async (userId: string): Promise<void> => {
    await db
      .updateTable("sandbox_billing_keys")
      .set({ outcome: "decline" })
      .where(
        "billing_key",
        "in",
        db.selectFrom("pay_methods").select("billing_key").where("user_id", "=", userId),
      )
      .execute();
  },

  /** Adds a product to the price list, as an operator may (a plan of a few days, say). */
  addGoods: async (row: Insertable<GoodsTable>): Promise<void> => {
    await db
      .insertInto("goods")
      .values(row)
      .onConflict((oc) => oc.column("code").doNothing())
      .execute();
  },
});
