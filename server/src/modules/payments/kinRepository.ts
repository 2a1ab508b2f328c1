import { PAYMENT_STATUS_SETS } from "@orbis/core/payments";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../infra/db/schema";
import type { PaymentRow } from "./paymentRepository";

/** The payment buys one of these goods. */
const buysAnyOf = (codes: readonly string[]) =>
  sql<boolean>`(${sql.join(
    codes.map((code) => sql`goods_codes @> ${JSON.stringify([code])}::jsonb`),
    sql` or `,
  )})`;

/**
 * SQL of a buyer's payments of one kind of goods (the plans, the hosting tiers): what a refund is
 * weighed against, and whether a coupon's order is the buyer's first of its kind.
 */
export const kinRepository = (db: Kysely<Database>) => ({
  /** The user's payments, scheduled ones aside, that bought any of these goods; oldest first. */
  paymentsBuying: (userId: string, goodsCodes: readonly string[]): Promise<PaymentRow[]> =>
    goodsCodes.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom("payments")
          .selectAll()
          .where("user_id", "=", userId)
          .where("status", "!=", "SCHEDULED")
          .where(buysAnyOf(goodsCodes))
          .orderBy("created_at")
          .execute(),

  /**
   * Whether the user holds, or held, a payment for any of these goods that went through and was
   * not refunded (another than `except`): an order of them is then not their first.
   */
  boughtBefore: async (
    userId: string,
    goodsCodes: readonly string[],
    except: string | null,
  ): Promise<boolean> => {
    if (goodsCodes.length === 0) return false;
    const found = await db
      .selectFrom("payments")
      .select("merchant_uid")
      .where("user_id", "=", userId)
      .where("status", "in", PAYMENT_STATUS_SETS.held)
      .where("merchant_uid", "!=", except ?? "")
      .where(buysAnyOf(goodsCodes))
      .limit(1)
      .executeTakeFirst();
    return found !== undefined;
  },
});
