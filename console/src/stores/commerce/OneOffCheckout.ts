import type { Currency, LangCode, PayMethod } from "@orbis/core/contract";
import { type AppError, isAppError } from "@orbis/core/errors";
import { checkoutReturn, sandboxCheckoutPath } from "@orbis/core/payments";
import { makeAutoObservable, runInAction } from "mobx";
import type { OrbisApi } from "../../api/consoleApi";
import { loadPortOneSdk, type PortOneSdk, payWithPortOne } from "./portoneSdk";

/** What a one-off checkout needs from outside. */
export interface OneOffCheckoutDeps {
  readonly api: Pick<OrbisApi, "preparePaymentGoods" | "getPaymentReceipt">;
  /** The `langCode` the payments calls are made in. */
  readonly langCode: () => LangCode;
  /** Sends the browser to the provider's checkout page. */
  readonly assign: (path: string) => void;
  /** Waits between reads of a payment the provider's notice has not settled yet. */
  readonly sleep?: (ms: number) => Promise<void>;
  /** Loads PortOne's browser SDK (by default its own chunk, when a PortOne checkout starts). */
  readonly loadPortOne?: () => Promise<PortOneSdk>;
  /** The site's origin, for PortOne's absolute `redirectUrl` (by default the page's). */
  readonly origin?: () => string;
}

/** One product bought once, as the buyer was shown it. */
export interface OneOffOrder {
  readonly goodsCode: string;
  readonly payMethod: PayMethod;
  readonly currency: Currency;
  /** The amount shown; the server refuses the order (120005) when its price differs. */
  readonly expectedAmount: number;
  /** A held coupon spent on it, when the buyer chose one (the amount shown is after it). */
  readonly couponId?: string | undefined;
}

/** An order refused before leaving for the checkout: the failure, and what to tell the buyer. */
export interface CheckoutRefusal {
  readonly error: unknown;
  readonly message: string;
}

/** How a checkout the browser came back from ended. */
export type CheckoutEnd =
  /** `orderName` names the goods the order bought, as the receipt does. */
  | { readonly kind: "paid"; readonly merchantUid: string; readonly orderName: string }
  | { readonly kind: "settling"; readonly merchantUid: string }
  | { readonly kind: "failed"; readonly message: string | null };

const SETTLE_POLLS = 20;
const SETTLE_POLL_MS = 500;

/**
 * A one-off payment through the provider's own page (docs/product/calls.md: the pay request redirects back to
 * the current page): the server prices the order, the browser goes to the checkout (card) or
 * approval (PayPal) page — the sandbox's, or PortOne's window through its browser SDK on the
 * card's or PayPal's channel — and comes back with the payment's id, which is read until the
 * provider's notice has settled it. Shared by the plan change (PayPal), the storage options and the student licences.
 */
export class OneOffCheckout {
  paying = false;

  constructor(private readonly deps: OneOffCheckoutDeps) {
    makeAutoObservable<OneOffCheckout, "deps">(this, { deps: false });
  }

  /** Prepares the order and leaves for the provider's page; rejects with the refusal. */
  async start(order: OneOffOrder, returnPath: string): Promise<void> {
    if (this.paying) return;
    this.paying = true;
    try {
      const request = await this.deps.api.preparePaymentGoods({
        headers: { langcode: this.deps.langCode() },
        body: {
          goodsCodes: [order.goodsCode],
          payMethod: order.payMethod,
          currency: order.currency,
          expectedAmount: order.expectedAmount,
          ...(order.couponId === undefined ? {} : { couponId: order.couponId }),
        },
      });
      const page = sandboxCheckoutPath(request, returnPath);
      if (page !== null) {
        this.deps.assign(page);
        return;
      }
      const { portone } = request;
      if (portone === undefined)
        throw new Error(`The payment provider ${request.pg} has no checkout page in this console`);
      await payWithPortOne({ ...request, portone }, returnPath, {
        loadPortOne: this.deps.loadPortOne ?? loadPortOneSdk,
        origin: this.deps.origin ?? (() => window.location.origin),
        assign: this.deps.assign,
      });
    } finally {
      runInAction(() => {
        this.paying = false;
      });
    }
  }

  /**
   * Orders `offer` by card at the price shown and leaves for the checkout: null then, or the
   * refusal (with the person's words for it) when the order was not taken.
   */
  async startByCard(
    offer: { readonly goodsCode: string; readonly price: number },
    currency: Currency,
    returnPath: string,
    refusalText: (error: AppError) => string,
  ): Promise<CheckoutRefusal | null> {
    try {
      await this.start(
        { goodsCode: offer.goodsCode, payMethod: "card", currency, expectedAmount: offer.price },
        returnPath,
      );
      return null;
    } catch (error) {
      const message = isAppError(error)
        ? refusalText(error)
        : error instanceof Error
          ? error.message
          : String(error);
      return { error, message };
    }
  }

  /**
   * The way back from the provider's page, when `query` carries one (`?paymentId=`, read by
   * core's `checkoutReturn`): `show` learns at once that the payment settles, then how it ended.
   */
  async finishReturn(query: URLSearchParams, show: (end: CheckoutEnd) => void): Promise<void> {
    const returned = checkoutReturn(query);
    if (returned === null) return;
    show({ kind: "settling", merchantUid: returned.merchantUid });
    show(await this.finish(returned.merchantUid, returned.failure));
  }

  /**
   * After the provider's page: a failure in its words; otherwise the payment once it is
   * COMPLETE, or still settling when the notice has not come after a while.
   */
  async finish(merchantUid: string, failure: string | null): Promise<CheckoutEnd> {
    if (failure !== null) return { kind: "failed", message: failure };
    const sleep = this.deps.sleep ?? ((ms) => new Promise<void>((r) => setTimeout(r, ms)));
    for (let poll = 0; poll < SETTLE_POLLS; poll++) {
      const receipt = await this.deps.api
        .getPaymentReceipt({ params: { merchantUid }, headers: { langcode: this.deps.langCode() } })
        .catch(() => null);
      if (receipt?.status === "COMPLETE")
        return { kind: "paid", merchantUid, orderName: receipt.orderName };
      if (receipt?.status === "RESERVE_FAIL" || receipt?.status === "PROVIDE_ITEM_FAIL")
        return { kind: "failed", message: null };
      await sleep(SETTLE_POLL_MS);
    }
    return { kind: "settling", merchantUid };
  }
}
