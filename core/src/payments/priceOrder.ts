import type { CouponDiscount } from "../contract/entities/coupon";
import type { Currency, PayMethod } from "../contract/enums";
import { type Goods, periodEnd } from "./goods";
import { fromMinor, toMinor } from "./minorUnits";
import { orderAmount } from "./orderAmount";
import { planChange, remainingShare } from "./proration";

/** The paid plan an account is on, with the goods it was bought as. */
export interface CurrentPlan {
  readonly planId: string;
  /** The goods of the running period (its price is what an upgrade is weighed against). */
  readonly goods: Goods;
  readonly periodStart: Date;
  readonly periodEnd: Date;
}

/** What an order is, as far as the account's plan goes. */
export type ChangeKind = "new" | "upgrade" | "downgrade" | "item";

/** A priced order: every amount the server charges, in minor units. */
export interface PricedOrder {
  readonly currency: Currency;
  readonly changeKind: ChangeKind;
  readonly orderName: string;
  readonly subtotalMinor: number;
  readonly discountMinor: number;
  readonly amountMinor: number;
  readonly couponApplied: boolean;
  /** The period the order pays for (the plan's, for plan goods). */
  readonly periodStart: Date;
  readonly periodEnd: Date;
}

/** Why an order cannot be priced, with the message the buyer reads. */
export class OrderRefusal extends Error {
  override readonly name = "OrderRefusal";
}

const describe = (goods: readonly Goods[]): string => {
  const first = goods[0]?.name ?? "";
  return goods.length === 1 ? first : `${first} and ${goods.length - 1} more`;
};

/**
 * Prices an order of goods for an account (docs/architecture.md#rules-never-broken: the server computes every amount).
 * PayPal charges in USD only. At most one plan product and one hosting product per order. A plan
 * product when a paid plan is running is a plan change: an upgrade charges the rest of the running
 * period at the new price (core's `planChange`) and keeps the period's end; a downgrade charges
 * nothing now and starts at the period's end; the same plan again is refused (it renews by
 * itself). A coupon discounts what is charged now, never below zero, and only the goods of
 * `discounted` when given (the ones its scope covers: core's `couponScopeCheck`).
 */
export const priceOrder = (order: {
  readonly goods: readonly Goods[];
  readonly currency: Currency;
  readonly payMethod: PayMethod;
  readonly coupon: CouponDiscount | null;
  /** The codes the coupon discounts; every line when absent. */
  readonly discounted?: ReadonlySet<string>;
  readonly current: CurrentPlan | null;
  readonly now: Date;
}): PricedOrder => {
  const { goods, currency, payMethod, coupon, current, now } = order;
  const discounts = (g: Goods) => order.discounted?.has(g.code) ?? true;
  if (payMethod === "paypal" && currency !== "USD")
    throw new OrderRefusal("PayPal payments are made in USD");
  if (goods.length === 0) throw new OrderRefusal("Choose at least one product");
  for (const item of goods) {
    if (item.pricesMinor[currency] === undefined)
      throw new OrderRefusal(`${item.name} is not sold in ${currency}`);
  }
  const plans = goods.filter((g) => g.kind === "PLAN-PRICING");
  const hosting = goods.filter((g) => g.kind === "HOSTING");
  if (plans.length > 1 || hosting.length > 1)
    throw new OrderRefusal("An order holds at most one plan and one hosting tier");
  const plan = plans[0];
  const price = (g: Goods) => g.pricesMinor[currency] ?? 0;
  const priced = (
    lines: readonly { readonly unitMinor: number; readonly discounted: boolean }[],
    kind: ChangeKind,
    start: Date,
    end: Date,
    discount: CouponDiscount | null = coupon,
  ): PricedOrder => {
    const amount = orderAmount(
      lines.map((l) => ({
        unitPrice: fromMinor(l.unitMinor, currency),
        quantity: 1,
        discounted: l.discounted,
      })),
      currency,
      discount,
    );
    return {
      currency,
      changeKind: kind,
      orderName: describe(goods),
      subtotalMinor: toMinor(amount.subtotal, currency),
      discountMinor: toMinor(amount.discount, currency),
      amountMinor: toMinor(amount.total, currency),
      couponApplied: amount.couponApplied,
      periodStart: start,
      periodEnd: end,
    };
  };
  const first = plan ?? goods[0];
  if (first === undefined) throw new OrderRefusal("Choose at least one product");
  const ownPeriodEnd = periodEnd(now, first.periodUnit, first.periodCount);
  if (plan === undefined || current === null || current.periodEnd <= now) {
    const lines = goods.map((g) => ({ unitMinor: price(g), discounted: discounts(g) }));
    return priced(lines, plan === undefined ? "item" : "new", now, ownPeriodEnd);
  }
  if (goods.length > 1)
    throw new OrderRefusal("Change the plan on its own, without other products");
  if (current.planId === plan.planId && current.goods.code === plan.code)
    throw new OrderRefusal("This plan is already running; it renews by itself");
  const currentMinor = current.goods.pricesMinor[currency];
  if (currentMinor === undefined)
    throw new OrderRefusal(`The running plan is paid in another currency than ${currency}`);
  const newMinor = price(plan);
  if (
    plan.periodUnit !== current.goods.periodUnit ||
    plan.periodCount !== current.goods.periodCount
  ) {
    // Another billing period: a dearer one starts now, with what is left of the running period
    // credited; a cheaper one waits for the running period's end.
    if (newMinor > currentMinor) {
      const credit = Math.round(
        currentMinor * remainingShare({ start: current.periodStart, end: current.periodEnd }, now),
      );
      const unitMinor = newMinor - credit;
      return priced([{ unitMinor, discounted: discounts(plan) }], "upgrade", now, ownPeriodEnd);
    }
    const end = periodEnd(current.periodEnd, plan.periodUnit, plan.periodCount);
    const line = { unitMinor: newMinor, discounted: false };
    return priced([line], "downgrade", current.periodEnd, end, null);
  }
  const change = planChange(
    {
      currentPrice: fromMinor(currentMinor, currency),
      newPrice: fromMinor(newMinor, currency),
      currency,
      period: { start: current.periodStart, end: current.periodEnd },
    },
    now,
  );
  if (change.kind === "upgrade") {
    const unitMinor = toMinor(change.amount, currency);
    return priced([{ unitMinor, discounted: discounts(plan) }], "upgrade", now, current.periodEnd);
  }
  // A cheaper plan waits for the running period's end, and is then charged in full for its own
  // period; a coupon is for what is paid now, so it is not spent on it.
  const end = periodEnd(current.periodEnd, plan.periodUnit, plan.periodCount);
  const line = { unitMinor: newMinor, discounted: false };
  return priced([line], "downgrade", current.periodEnd, end, null);
};
