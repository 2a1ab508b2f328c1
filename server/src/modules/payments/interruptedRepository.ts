import { PAYMENT_STATUS_SETS } from "@orbis/core/payments";
import type { Kysely } from "kysely";
import type { Database } from "../../infra/db/schema";
import type { PaymentRow } from "./paymentRepository";

/** SQL of charges a crash or a lost answer left half done. */
export const interruptedRepository = (db: Kysely<Database>) => ({
  /**
   * Regular payments left RESERVE (sent to the provider) or PENDING (about to be) since before
   * `before`; a scheduled renewal is PENDING only between its claim and its charge.
   */
  reservedSince: (before: Date, limit: number): Promise<PaymentRow[]> =>
    db
      .selectFrom("payments")
      .selectAll()
      .where("status", "in", PAYMENT_STATUS_SETS.awaitingProvider)
      .where("payment_type", "=", "REGULAR")
      .where("updated_at", "<", before)
      .orderBy("updated_at")
      .limit(limit)
      .execute(),

  /** Refunds asked for since before `before` that no provider answer has settled. */
  refundsAskedSince: (before: Date, limit: number): Promise<PaymentRow[]> =>
    db
      .selectFrom("payments")
      .selectAll()
      .where("status", "=", "REFUND_REQUEST")
      .where("updated_at", "<", before)
      .orderBy("updated_at")
      .limit(limit)
      .execute(),
});
