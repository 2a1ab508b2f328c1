import type { Kysely } from "kysely";
import type { Deps } from "../../deps";
import type { Database } from "../../infra/db/schema";
import { type StopRepeating, startRepeatingJob } from "../../infra/jobs/repeatingJob";
import { chargeDue } from "./billing";
import { finishInterrupted, finishUnansweredRefunds } from "./interrupted";
import type { PaymentProvider } from "./providers/paymentProvider";

/** How often the billing scheduler looks for due charges. */
export const BILLING_INTERVAL_MS = 60_000;

/** The billing scheduler's job: its BullMQ queue and job scheduler when `REDIS_URL` is set. */
export const BILLING_JOB = "billing-charge-due";

/** Options of {@link startBillingScheduler}. */
export interface BillingSchedulerOptions {
  readonly everyMs?: number;
  /** A tick that failed; the next one comes all the same. */
  readonly onError?: (error: unknown) => void;
  /** Redis key prefix (tests keep theirs apart). */
  readonly prefix?: string;
}

/**
 * The billing scheduler: every minute it finishes charges a crash interrupted, settles refunds the
 * provider left unanswered, and charges what is due. Without `REDIS_URL` each process
 * runs a timer of its own; with it, one BullMQ job scheduler serves every process and one of them
 * takes each tick. Either way `chargeDue` claims every payment with a conditional move, so none
 * is charged twice. Answers a stop function that waits for the running tick.
 */
export const startBillingScheduler = (
  deps: Pick<Deps, "config" | "db" | "clock">,
  provider: PaymentProvider,
  options: BillingSchedulerOptions = {},
): Promise<StopRepeating> =>
  startRepeatingJob({
    name: BILLING_JOB,
    everyMs: options.everyMs ?? BILLING_INTERVAL_MS,
    redisUrl: deps.config.redisUrl,
    prefix: options.prefix,
    run: () => billingRound(deps.db.kysely, provider, deps.clock),
    onError: options.onError ?? (() => {}),
  });

/**
 * One tick of the billing scheduler: finish what a crash interrupted, settle unanswered refunds,
 * charge what is due. Safe in several processes at once and after a failed round: every step
 * claims its payment with a conditional move.
 */
export const billingRound = async (
  db: Kysely<Database>,
  provider: PaymentProvider,
  clock: () => Date,
): Promise<void> => {
  await finishInterrupted(db, provider, clock());
  // A provider that cannot say what became of a refund must not hold back the renewals due.
  let unanswered: unknown = null;
  await finishUnansweredRefunds(db, provider, clock()).catch((error: unknown) => {
    unanswered = error;
  });
  await chargeDue(db, provider, clock());
  if (unanswered !== null) throw unanswered;
};
