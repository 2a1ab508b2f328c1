import {
  type Coupon,
  type CouponPopup,
  couponDiscountSchema,
  couponPopupPositionSchema,
  couponScopeSchema,
  type Plan,
  planConstraintsSchema,
  planTypeSchema,
  type Settings,
  settingsSchema,
} from "@orbis/core/contract";
import { couponListState } from "@orbis/core/coupons";
import { heldPlanAt, type PlanTerm } from "@orbis/core/plans";
import type { AccountWithPlans, PlanRow, StoredSettings } from "./accountRepository";
import type { CouponRow, PopupRow } from "./couponRepository";

/*
 * Rows to the contract's shapes. Stored JSON and enum-like text are parsed, not cast: a row an
 * operator edited by hand fails loudly here rather than reaching a client half-valid.
 */

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

const dateOf = (value: Date | string | null): Date | null =>
  value === null ? null : new Date(value);

/** A plan row and its term as the contract has them. */
const planOf = (term: PlanTerm<PlanRow>): Plan => ({
  id: term.plan.id,
  type: planTypeSchema.parse(term.plan.type),
  name: term.plan.name,
  constraints: planConstraintsSchema.parse(term.plan.constraints),
  startedAt: iso(term.startedAt),
  expiresAt: iso(term.expiresAt),
});

/**
 * The plan and hosting tier an account holds at `now` (core's `heldPlanAt`): its own while
 * their terms run; FREE after a paid plan ended, and no plan (the plan-expired state) after a student's licence
 * ran out.
 */
export const heldPlans = (
  found: AccountWithPlans,
  now: Date,
): { plan: Plan | null; hostingPlan: Plan | null } => {
  const { account } = found;
  const held = (
    row: PlanRow | undefined,
    startedAt: Date | string | null,
    expiresAt: Date | string | null,
    free: PlanRow | undefined,
  ) => {
    const own =
      row === undefined
        ? null
        : { plan: row, startedAt: dateOf(startedAt), expiresAt: dateOf(expiresAt) };
    const term = heldPlanAt(own, free ?? null, now);
    return term === null ? null : planOf(term);
  };
  return {
    plan: held(found.plan, account.plan_started_at, account.plan_expires_at, found.freePlan),
    // An ended hosting tier leaves no hosting plan, as it always has (a lapsed renewal puts the
    // free tier in its place itself).
    hostingPlan: held(
      found.hostingPlan,
      account.hosting_started_at,
      account.hosting_expires_at,
      undefined,
    ),
  };
};

/** The settings row as the contract has it. */
export const settingsView = (row: StoredSettings): Settings =>
  settingsSchema.parse({
    language: row.language,
    currency: row.currency,
    autoSave: { useAutoSave: row.useAutoSave, saveCycle: row.saveCycle },
  });

/** A coupon as its user sees it at `now`. */
export const couponView = (row: CouponRow, now: Date): Coupon => ({
  id: row.id,
  name: row.name,
  description: row.description,
  discount: couponDiscountSchema.parse(row.discount),
  scope: couponScopeSchema.parse(row.scope),
  state: couponListState(row.held, now),
  downloadedAt: iso(row.held?.downloadedAt ?? null),
  usedAt: iso(row.held?.usedAt ?? null),
  // An offered coupon shows its campaign end; a held one, its own end.
  expiresAt: iso(row.held === null ? row.expiresAt : row.held.expiresAt),
});

/** A popup row as the coupon dialog reads it. */
export const popupView = (row: PopupRow): CouponPopup => ({
  couponId: row.couponId,
  popupTitle: row.title,
  popupImageUrl: row.imageUrl,
  popupDescription: row.description,
  popupButtonTitle: row.buttonTitle,
  popupButtonUrl: row.buttonUrl,
  popupIsBlank: row.isBlank,
  popupPosition: couponPopupPositionSchema.parse(row.position),
});
