import { loginRedirectPath } from "../auth/navigation";
import type { CatalogueEntry } from "../contract/entities/planCatalogue";
import type { BillingPeriod } from "./planOffers";

/** The plan change (docs/product/screens.md `/payment`, "요금제 변경"), billed monthly. */
export const PLAN_CHANGE_PATH = "/payment";

/** The plan change billed yearly (docs/product/screens.md `/payment/yearly`). */
export const YEARLY_PLAN_CHANGE_PATH = "/payment/yearly";

/**
 * The plan change with `planId` chosen, billed for `period`: `/payment?plan=pro`, or
 * `/payment/yearly?plan=pro`. The plan-change screen reads `plan`.
 */
export const checkoutPath = (planId: string, period: BillingPeriod): string =>
  `${period === "YEAR" ? YEARLY_PLAN_CHANGE_PATH : PLAN_CHANGE_PATH}?plan=${encodeURIComponent(planId)}`;

/**
 * Where a refusal's "Upgrade" leads: the plan change told which refusal (`/payment?for=70001`),
 * for it to preselect the plan that lifts it (`upgradePlanFor`).
 */
export const upgradePath = (code: number): string => `${PLAN_CHANGE_PATH}?for=${code}`;

/** Where the projects are: a free plan's button leads there (every account holds FREE). */
const PROJECTS_PATH = "/projects";

/**
 * Where a plan's button on the pricing page leads, or null when it has none: a free plan (price 0)
 * to the projects; a plan priced for `period` to its checkout, through sign-in with the way back
 * when `signedIn` is false; a plan with no price for the period ("contact us") has no button.
 */
export const planButtonTarget = (
  plan: Pick<CatalogueEntry, "id" | "prices">,
  period: BillingPeriod,
  signedIn: boolean,
): string | null => {
  const prices = [plan.prices.KRW[period], plan.prices.USD[period]];
  if (prices.every((price) => price === undefined)) return null;
  if (prices.every((price) => price === undefined || price === 0)) return PROJECTS_PATH;
  const checkout = checkoutPath(plan.id, period);
  return signedIn ? checkout : loginRedirectPath(checkout);
};
