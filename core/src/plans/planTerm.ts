import { type PlanForFlags, planFlags } from "./flags";

/**
 * Whether a plan held until `expiresAt` is still held at `now`. No end means it runs until
 * changed (FREE); from its end on the account has no plan (docs/product/roles.md).
 */
export const isPlanCurrent = (expiresAt: Date | null, now: Date): boolean =>
  expiresAt === null || expiresAt.getTime() > now.getTime();

/** A plan an account holds, with its term. */
export interface PlanTerm<P> {
  readonly plan: P;
  readonly startedAt: Date | null;
  readonly expiresAt: Date | null;
}

/**
 * The plan an account holds at `now`: its own while the term runs; after it, the free tier for a
 * paid plan or hosting tier that was cancelled, not renewed, or lapsed after its retries (the
 * account keeps its work and goes on as a free one, from the day the paid term ended); and no
 * plan at all (the plan-expired state) after a student's edu-member plan, which only a
 * licence gives and only a new licence gives back. `free` is the free tier of the plan's kind
 * (FREE, or free hosting); without one, an ended plan leaves none.
 */
export const heldPlanAt = <P extends PlanForFlags>(
  own: PlanTerm<P> | null,
  free: P | null,
  now: Date,
): PlanTerm<P> | null => {
  if (own === null) return null;
  if (isPlanCurrent(own.expiresAt, now)) return own;
  if (planFlags(own.plan).isEduMember || free === null) return null;
  return { plan: free, startedAt: own.expiresAt, expiresAt: null };
};
