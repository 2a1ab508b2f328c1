import type { PaymentRequest, PortOneCheckout } from "../contract/entities/payment";
import type { Currency } from "../contract/enums";
import { AppError } from "../errors/AppError";
import { toMinor } from "./minorUnits";

/*
 * A one-off payment through PortOne V2's browser SDK (`@portone/browser-sdk/v2`,
 * `requestPayment`), in the SDK's documented words. Core does not depend on the SDK: these types
 * are the part of its `PaymentRequest` and `PaymentResponse` Orbis uses, which the SDK's own
 * types accept as they are.
 */

/** The part of the SDK's `PaymentRequest` Orbis sends. */
export interface PortOnePaymentRequest {
  readonly storeId: string;
  readonly channelKey: string;
  /** Our merchantUid: PortOne's payment id, which the webhook and the return name again. */
  readonly paymentId: string;
  readonly orderName: string;
  /** In the currency's minor unit, as PortOne counts (won, cents). */
  readonly totalAmount: number;
  readonly currency: Currency;
  readonly payMethod: "CARD" | "PAYPAL";
  readonly card?: Record<string, never>;
  readonly paypal?: Record<string, never>;
  readonly customer?: { readonly email?: string; readonly fullName?: string };
  /**
   * Where PortOne sends the browser back when its window took the whole page (phones), with
   * `paymentId` (and `code`, `message` on failure); elsewhere `requestPayment` answers instead.
   */
  readonly redirectUrl: string;
  readonly noticeUrls: readonly string[];
}

/** The part of the SDK's `PaymentResponse` Orbis reads; undefined while it redirects. */
export interface PortOnePaymentResponse {
  readonly paymentId?: string;
  readonly code?: string;
  readonly message?: string;
  readonly pgCode?: string;
  readonly pgMessage?: string;
}

/**
 * The SDK's pay request for the server's prepare answer: store, channel, id, name, amount and
 * currency copied untouched (the client never chooses an amount), the card or PayPal channel the
 * server named, and the way back to `redirectUrl` (the current page, docs/product/calls.md).
 */
export const portonePaymentRequest = (
  answer: PaymentRequest & { readonly portone: PortOneCheckout },
  redirectUrl: string,
): PortOnePaymentRequest => {
  const customer = {
    ...(answer.buyerEmail === null ? {} : { email: answer.buyerEmail }),
    ...(answer.buyerName === null ? {} : { fullName: answer.buyerName }),
  };
  return {
    storeId: answer.portone.storeId,
    channelKey: answer.portone.channelKey,
    paymentId: answer.merchantUid,
    orderName: answer.orderName,
    totalAmount: toMinor(answer.amount, answer.currency),
    currency: answer.currency,
    ...(answer.payMethod === "paypal"
      ? { payMethod: "PAYPAL" as const, paypal: {} }
      : { payMethod: "CARD" as const, card: {} }),
    ...(Object.keys(customer).length === 0 ? {} : { customer }),
    redirectUrl,
    noticeUrls: [answer.noticeUrl],
  };
};

/** What became of `requestPayment`: the browser is leaving, comes back here, or was refused. */
export type PortOneCheckoutOutcome =
  | { readonly kind: "redirecting" }
  | { readonly kind: "returned"; readonly path: string };

/** Whether PortOne's code says the buyer stopped (closed the window, pressed cancel). */
const isCancellation = (response: PortOnePaymentResponse): boolean =>
  [response.code, response.pgCode].some((code) => code !== undefined && /CANCEL/i.test(code));

/**
 * Reads `requestPayment`'s answer. Nothing: PortOne is taking the browser to `redirectUrl`. An
 * answer without `code`: the payment went through without leaving the page, so the browser goes
 * to `returnPath` with `paymentId`, as PortOne's redirect would, and the return is read the one
 * way. An answer with `code` is a refusal before or during the payment, thrown as 120020 (the
 * buyer cancelled, closed the window) or 120021 (PortOne or the card company refused), with
 * PortOne's code and words in `details`: the catalogue's words are what the buyer reads.
 */
export const portoneCheckoutOutcome = (
  response: PortOnePaymentResponse | undefined,
  paymentId: string,
  returnPath: string,
): PortOneCheckoutOutcome => {
  if (response === undefined) return { kind: "redirecting" };
  const { code, message, pgCode, pgMessage } = response;
  if (code === undefined || code === "") {
    const [path, query = ""] = returnPath.split("?");
    const back = new URLSearchParams(query);
    back.set("paymentId", response.paymentId ?? paymentId);
    return { kind: "returned", path: `${path}?${back}` };
  }
  throw new AppError(isCancellation(response) ? 120020 : 120021, {
    details: { provider: "portone", code, message, pgCode, pgMessage },
  });
};
