import type { Coupon, Currency, GoodsItem } from "@orbis/core/contract";
import { isCouponScopeRefusal, usableCoupons } from "@orbis/core/coupons";
import { type AppError, isAppError } from "@orbis/core/errors";
import { makeAutoObservable } from "mobx";

/** What the coupon choice reads of the order it is for. */
export interface PlanCouponChoiceDeps {
  /** The product the chosen offer sells; undefined before a plan is chosen. */
  readonly goods: () => GoodsItem | undefined;
  /** The currency the order is charged in (a fixed discount only fits its own). */
  readonly currency: () => Currency;
  /** The clock a held coupon's expiry is read against (by default the browser's). */
  readonly now?: () => number;
}

/** The server's refusal of a coupon that does not fit the order (core's scope refusals). */
const isCouponRefusal = (error: unknown): error is AppError =>
  isAppError(error) && isCouponScopeRefusal(error.code);

/**
 * The held coupon a buyer spends on a plan order: the ones that can discount the chosen offer,
 * the one chosen, and why the server refused it. The plan-change store asks the price again when
 * the choice changes and sends {@link appliedId} with the quote and the order.
 */
export class PlanCouponChoice {
  /** The buyer's coupons, held or offered; the chosen plan's are {@link choices}. */
  coupons: Coupon[] = [];
  /** The held coupon the buyer chose to spend on this order; null for none. */
  chosenId: string | null = null;
  /** The server's refusal of the chosen coupon (120016, 120017), in words; the quote is without it. */
  error: string | null = null;

  constructor(private readonly deps: PlanCouponChoiceDeps) {
    makeAutoObservable<PlanCouponChoice, "deps">(this, { deps: false });
  }

  /**
   * The held coupons that can discount the chosen offer in the checkout currency (core's
   * `usableCoupons`: scope, state, currency); empty before a plan is chosen.
   */
  get choices(): Coupon[] {
    const goods = this.deps.goods();
    if (goods === undefined) return [];
    return usableCoupons(
      this.coupons,
      [goods],
      this.deps.currency(),
      this.deps.now?.() ?? Date.now(),
    );
  }

  /** The coupon sent with the quote and the order: the chosen one while it fits the offer. */
  get appliedId(): string | null {
    const id = this.chosenId;
    return id !== null && this.choices.some((c) => c.id === id) ? id : null;
  }

  /**
   * Chooses a held coupon (null: none), forgetting the last refusal; answers whether the choice
   * changed, for the price to be asked again only then.
   */
  choose(couponId: string | null): boolean {
    if (this.chosenId === couponId) return false;
    this.chosenId = couponId;
    this.error = null;
    return true;
  }

  /**
   * Whether `error` is the server's refusal of the coupon for this order (120016, 120017); if so
   * it is said beside the coupon, in `text`'s words, and the coupon is dropped.
   */
  refused(error: unknown, text: (error: AppError) => string): boolean {
    if (!isCouponRefusal(error)) return false;
    this.error = text(error);
    this.chosenId = null;
    return true;
  }

  /** The buyer's coupons as just read; the choice stands (it applies while it fits). */
  setCoupons(coupons: Coupon[]): void {
    this.coupons = coupons;
  }

  /** The buyer's coupons after an order: the one spent on it is used now, so no longer chosen. */
  spent(coupons: Coupon[]): void {
    this.coupons = coupons;
    this.chosenId = null;
  }
}
