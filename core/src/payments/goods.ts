import type { Currency, PlanType } from "../contract/enums";
import { fromMinor } from "./minorUnits";

/** What a product of the price list gives when bought. */
export type GoodsKind = "PLAN-PRICING" | "HOSTING" | "OPTION" | "LICENCE";

/** The unit a product's period is counted in (docs/product/entities.md). */
export type PeriodUnit = "DAY" | "MONTH" | "YEAR";

/** A product of the price list, with its prices in minor units (whole won, cents). */
export interface Goods {
  readonly code: string;
  readonly kind: GoodsKind;
  readonly name: string;
  /** The plan or hosting tier it gives (plan and hosting goods), else null. */
  readonly planId: string | null;
  readonly periodUnit: PeriodUnit;
  readonly periodCount: number;
  /** Minor units per currency; a missing currency is not sold in it. */
  readonly pricesMinor: Partial<Record<Currency, number>>;
  /** Storage an option adds to the plan's. */
  readonly storageBytes: number | null;
  /** Student licences one purchase delivers. */
  readonly licenceCount: number | null;
}

/** A plan's prices per currency and billing period, in major units, as the pricing page shows. */
export type CataloguePrices = Record<Currency, { MONTH?: number; YEAR?: number }>;

/**
 * A plan's pricing-page prices, read from the goods that sell it: the one-month and one-year
 * products of the plan. A FREE tier costs 0 without goods; any other plan without goods is
 * "contact us" (no price).
 */
export const cataloguePrices = (
  plan: { readonly id: string; readonly type: PlanType },
  goods: readonly Goods[],
): CataloguePrices => {
  const prices: CataloguePrices = { KRW: {}, USD: {} };
  if (plan.type.endsWith("FREE")) {
    for (const currency of ["KRW", "USD"] as const) prices[currency] = { MONTH: 0, YEAR: 0 };
    return prices;
  }
  for (const item of goods) {
    if (item.planId !== plan.id || item.periodCount !== 1) continue;
    if (item.periodUnit === "DAY") continue;
    for (const currency of ["KRW", "USD"] as const) {
      const minor = item.pricesMinor[currency];
      if (minor !== undefined) prices[currency][item.periodUnit] = fromMinor(minor, currency);
    }
  }
  return prices;
};

/**
 * When a period bought at `start` ends: whole calendar days, months or years later. A month
 * from 31 January ends on the last day of February, not in March, as buyers expect of a monthly
 * plan.
 */
export const periodEnd = (start: Date, unit: PeriodUnit, count: number): Date => {
  if (unit === "DAY") return new Date(start.getTime() + count * 86_400_000);
  const months = unit === "YEAR" ? count * 12 : count;
  const end = new Date(start.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
};
