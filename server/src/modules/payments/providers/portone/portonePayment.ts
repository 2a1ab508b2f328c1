import { PAYPAL_CARD_NAME } from "@orbis/core/i18n";
import type { Card, SelectedChannel } from "@portone/server-sdk/common";
import { isUnrecognizedPayment, type Payment } from "@portone/server-sdk/payment";
import type { ProviderPayment } from "../paymentProvider";

/*
 * PortOne V2's payment objects in the provider interface's words. PortOne counts amounts in the
 * currency's minor unit (whole won, cents), as the interface does, so `amount.total` passes as is.
 */

type KnownPayment = Exclude<Payment, { readonly status: symbol }>;

/**
 * PortOne's seven statuses in our four. A partly cancelled payment still holds money, so it counts
 * as PAID (Orbis only ever cancels whole payments; a partial one is an operator's, in the
 * console). Pending, virtual-account and ready payments are not paid yet.
 */
const STATUS: Readonly<Record<KnownPayment["status"], ProviderPayment["status"]>> = {
  READY: "READY",
  PAY_PENDING: "READY",
  VIRTUAL_ACCOUNT_ISSUED: "READY",
  PAID: "PAID",
  PARTIAL_CANCELLED: "PAID",
  FAILED: "FAILED",
  CANCELLED: "CANCELLED",
};

/** Whether a channel is PortOne's PayPal one (`PAYPAL`, `PAYPAL_V2`). */
export const isPayPalChannel = (channel: SelectedChannel | undefined): boolean =>
  channel?.pgProvider.startsWith("PAYPAL") ?? false;

/**
 * The name to show for a card: the PG's name of it (`신한카드`, or a product name) when it gave
 * one, else PortOne's issuer code (`SHINHAN_CARD`), else its publisher or brand.
 */
export const cardNameOf = (card: Card | undefined): string | null =>
  card?.name ?? card?.issuer ?? card?.publisher ?? card?.brand ?? null;

/** What a FAILED payment says about why, PG's words first. */
const failureOf = (payment: KnownPayment): string | null =>
  payment.status === "FAILED"
    ? (payment.failure.pgMessage ?? payment.failure.reason ?? payment.failure.pgCode ?? null)
    : null;

const receiptUrlOf = (payment: KnownPayment): string | null =>
  payment.status === "PAID" ||
  payment.status === "CANCELLED" ||
  payment.status === "PARTIAL_CANCELLED"
    ? (payment.receiptUrl ?? null)
    : null;

/** A PortOne payment as the provider interface tells it; throws on a status newer than the SDK. */
export const providerPaymentOf = (payment: Payment): ProviderPayment => {
  if (isUnrecognizedPayment(payment)) {
    throw new Error(`PortOne answered payment status ${String(payment.status)}, unknown to Orbis`);
  }
  const paypal = isPayPalChannel(payment.channel);
  const card = payment.method?.type === "PaymentMethodCard" ? payment.method.card : undefined;
  return {
    merchantUid: payment.id,
    providerPaymentId: payment.transactionId,
    status: STATUS[payment.status],
    amountMinor: payment.amount.total,
    currency: payment.currency,
    payMethod: paypal ? "paypal" : "card",
    cardName: paypal ? PAYPAL_CARD_NAME : cardNameOf(card),
    receiptUrl: receiptUrlOf(payment),
    failure: failureOf(payment),
  };
};
