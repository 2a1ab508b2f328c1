import type { GoodsItem } from "../contract/entities/payment";
import type { CatalogueEntry } from "../contract/entities/planCatalogue";
import type { Currency, PayMethod } from "../contract/enums";
import { upgradePlanFor } from "./upgradePlan";

/** The billing periods a plan is sold for on the plan-change screen (`/payment`, `/payment/yearly`). */
export type BillingPeriod = "MONTH" | "YEAR";

/** A plan the buyer can choose on the plan-change screen, with the product that sells it. */
export interface PlanOffer {
  readonly planId: string;
  readonly name: string;
  readonly goodsCode: string;
  /** The price of one period in the currency asked for (major units); null when not sold in it. */
  readonly price: number | null;
  readonly plan: CatalogueEntry;
}

/** The product that sells `planId` for one `period`; undefined when it is not sold so. */
export const planGoods = (
  goods: readonly GoodsItem[],
  planId: string,
  period: BillingPeriod,
): GoodsItem | undefined =>
  goods.find(
    (item) =>
      (item.kind === "PLAN-PRICING" || item.kind === "HOSTING") &&
      item.planId === planId &&
      item.periodUnit === period &&
      item.periodCount === 1,
  );

/**
 * The plans of a kind (contents plans, or hosting tiers) that can be bought for `period`, in the
 * catalogue's order (the pricing page's), each with its product and its price in `currency`.
 * Plans without a product (FREE, "contact us" ENTERPRISE) are not offered: there is nothing to
 * pay for them.
 */
export const planOffers = (
  catalogue: readonly CatalogueEntry[],
  goods: readonly GoodsItem[],
  period: BillingPeriod,
  currency: Currency,
  kind: CatalogueEntry["kind"] = "contents",
): PlanOffer[] =>
  catalogue.flatMap((plan) => {
    const item = plan.kind === kind ? planGoods(goods, plan.id, period) : undefined;
    if (item === undefined) return [];
    return [
      {
        planId: plan.id,
        name: plan.name,
        goodsCode: item.code,
        price: item.prices[currency] ?? null,
        plan,
      },
    ];
  });

/**
 * The currency a checkout charges: PayPal only charges dollars; a card charges the buyer's chosen
 * currency (docs/product/states.md: the stored preference, else KRW for Korean and USD for other languages).
 */
export const checkoutCurrency = (payMethod: PayMethod, preferred: Currency): Currency =>
  payMethod === "paypal" ? "USD" : preferred;

/**
 * The plan to preselect: the one the address names (`?plan=`, from the pricing page or an
 * upgrade action), when it is offered and is not one already held (the plan, the hosting tier).
 */
export const preselectedOffer = (
  offers: readonly PlanOffer[],
  wanted: string | null,
  held: string | null | readonly string[],
): PlanOffer | undefined => {
  const heldIds = held === null ? [] : typeof held === "string" ? [held] : held;
  return wanted === null || heldIds.includes(wanted)
    ? undefined
    : offers.find((offer) => offer.planId === wanted);
};

/**
 * The plan the plan-change address asks for: the one it names (`?plan=`, the pricing page's
 * buttons), else the one that lifts the refusal it names (`?for=70001`, a refusal's Upgrade
 * action: core's `upgradePlanFor` over the plans `held`); null when it asks for none.
 */
export const wantedPlanId = (
  query: URLSearchParams,
  catalogue: readonly CatalogueEntry[],
  held: readonly string[],
  currency: Currency,
): string | null => {
  const named = query.get("plan")?.trim();
  if (named) return named;
  const refusal = Number(query.get("for") ?? Number.NaN);
  return Number.isInteger(refusal) ? upgradePlanFor(refusal, catalogue, held, currency) : null;
};
