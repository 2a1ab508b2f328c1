import type { PaymentRequest } from "../contract/entities/payment";
import type { PayMethod } from "../contract/enums";

/** The fields of the payment provider's pay request (docs/product/entities.md). */
export interface PaymentRequestFields {
  readonly pg: string;
  readonly payMethod: PayMethod;
  readonly merchantUid: string;
  readonly orderName: string;
  readonly amount: number;
  readonly buyerEmail: string | null;
  readonly buyerName: string | null;
  readonly noticeUrl: string;
  readonly digital: boolean;
  /** Where the provider sends the browser back: the current page (docs/product/calls.md). */
  readonly redirectUrl?: string;
}

/** What the page adds to the server's prepare answer. */
export interface PaymentRequestOptions {
  /** The email typed in the payment modal; it wins over the account's when given. */
  readonly buyerEmail?: string;
  /** The current page's address, read by the caller (this module touches no `location`). */
  readonly redirectUrl?: string;
}

/**
 * The provider's pay request from the answer of `POST /payments/prepare/goods`. Everything that
 * decides money (pg, amount, merchantUid) is copied from the server's answer untouched: the
 * client never chooses an amount (docs/architecture.md#rules-never-broken).
 */
export const paymentRequestFields = (
  answer: PaymentRequest,
  options: PaymentRequestOptions = {},
): PaymentRequestFields => {
  const typedEmail = options.buyerEmail?.trim();
  return {
    pg: answer.pg,
    payMethod: answer.payMethod,
    merchantUid: answer.merchantUid,
    orderName: answer.orderName,
    amount: answer.amount,
    buyerEmail: typedEmail ? typedEmail : answer.buyerEmail,
    buyerName: answer.buyerName,
    noticeUrl: answer.noticeUrl,
    digital: answer.digital,
    ...(options.redirectUrl ? { redirectUrl: options.redirectUrl } : {}),
  };
};
