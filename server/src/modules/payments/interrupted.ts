import type { Kysely } from "kysely";
import type { Database } from "../../infra/db/schema";
import { interruptedRepository } from "./interruptedRepository";
import { paymentRepository } from "./paymentRepository";
import type { PaymentProvider } from "./providers/paymentProvider";
import { recoverRefund } from "./refundRecovery";
import { settle } from "./settlement";

/** How long a charge may wait for its provider's answer before it is looked into. */
export const INTERRUPTED_AFTER_MS = 10 * 60_000;

/**
 * Finishes billing-key charges that a crash (or a lost answer) left RESERVE: what the provider
 * says is settled like every other report; a charge the provider never received fails, and a renewal is
 * then tried again at once (its merchantUid makes a repeat at the provider a no-op, so this can
 * never charge twice). Answers how many it finished.
 */
export const finishInterrupted = async (
  db: Kysely<Database>,
  provider: PaymentProvider,
  now: Date,
  batch = 50,
): Promise<number> => {
  const stuck = await interruptedRepository(db).reservedSince(
    new Date(now.getTime() - INTERRUPTED_AFTER_MS),
    batch,
  );
  const payments = paymentRepository(db);
  for (const row of stuck) {
    if ((await provider.findPayment(row.merchant_uid)) !== null) {
      await settle(db, provider, row.merchant_uid, now);
      continue;
    }
    const failure = "The charge was interrupted before the provider took it";
    const failed = await payments.move(row, "reserveFail", now, { failure });
    if (failed !== undefined && failed.change_kind === "renewal")
      await payments.setNextAttempt(failed.merchant_uid, now);
  }
  return stuck.length;
};

/**
 * Settles refunds left REFUND_REQUEST (the provider did not answer the refund, or a crash came
 * between) from what the provider holds: returned money completes the refund, money still held
 * returns the payment to COMPLETE (`recoverRefund`); a provider that cannot say yet is asked
 * again next time. Answers how many it looked into; one unreachable provider call does not hold
 * back the others, and is thrown after them.
 */
export const finishUnansweredRefunds = async (
  db: Kysely<Database>,
  provider: PaymentProvider,
  now: Date,
  batch = 50,
): Promise<number> => {
  const stuck = await interruptedRepository(db).refundsAskedSince(
    new Date(now.getTime() - INTERRUPTED_AFTER_MS),
    batch,
  );
  const errors: unknown[] = [];
  for (const row of stuck)
    await recoverRefund(db, provider, row, now).catch((error: unknown) => errors.push(error));
  if (errors.length > 0)
    throw new AggregateError(
      errors,
      `${errors.length} unanswered refunds could not be looked into`,
    );
  return stuck.length;
};
