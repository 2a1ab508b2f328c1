import type { PlanForFlags } from "./flags";
import { heldPlanAt, type PlanTerm } from "./planTerm";

/** What an account has on record: its plan and hosting tier with their terms, and bought storage. */
export interface PlanHoldings<P> {
  /** The contents plan on the account, with its term; null without one. */
  readonly plan: PlanTerm<P> | null;
  /** The hosting tier on the account, with its term; null without one. */
  readonly hostingPlan: PlanTerm<P> | null;
  /** The free contents plan an ended paid plan falls back to (null where none is seeded). */
  readonly freePlan: P | null;
  /** Storage bought as options whose period runs now. */
  readonly boughtStorageBytes: number;
}

/** The plans an account holds at a moment and the storage bought on top of them. */
export interface Entitlements<P> {
  readonly plan: PlanTerm<P> | null;
  readonly hostingPlan: PlanTerm<P> | null;
  /** Storage bought as options, added to the contents plan's (core's `quotaLimit`). */
  readonly extraStorageBytes: number;
}

/**
 * The one reading of what an account holds at `now`: its contents plan while the term runs,
 * then the free plan after a paid one ended, or none after a student's licence ran out
 * ({@link heldPlanAt}); its hosting tier while that term runs and none after it (a lapsed renewal
 * puts the free tier in place itself, so no fallback is read here); and the bought storage.
 */
export const entitlementsAt = <P extends PlanForFlags>(
  holdings: PlanHoldings<P>,
  now: Date,
): Entitlements<P> => ({
  plan: heldPlanAt(holdings.plan, holdings.freePlan, now),
  hostingPlan: heldPlanAt(holdings.hostingPlan, null, now),
  extraStorageBytes: holdings.boughtStorageBytes,
});
