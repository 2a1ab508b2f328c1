import type { Kysely } from "kysely";
import type { Database } from "../../infra/db/schema";
import type { PaymentRow } from "./paymentRepository";

/** SQL of charges a crash or a lost answer left half done. */
export const interruptedRepository = (db: Kysely<Database>) => ({
  /** Regular payments still RESERVE (sent to the provider) since before `before`. */
  reservedSince: (before: Date, limit: number): Promise<PaymentRow[]> =>
    db
      .selectFrom("payments")
      .selectAll()
      .where("status", "=", "RESERVE")
      .where("payment_type", "=", "REGULAR")
      .where("updated_at", "<", before)
      .orderBy("updated_at")
      .limit(limit)
      .execute(),
});
