import type { PaymentRequest } from "../contract/entities/payment";
import type { Currency, PaymentsLanguage } from "../contract/enums";
import { paymentsMessages } from "./messages";

/** Whether the PayPal button produced a customer id; blanks do not count. */
export const hasPayPalCustomer = (customerUid: string | null | undefined): boolean =>
  typeof customerUid === "string" && customerUid.trim() !== "";

/**
 * The PayPal form's status line (docs/product/states.md): "Payment method selection completed!" once a customer
 * id was obtained, otherwise "Payment method not selected".
 */
export const payPalStatusText = (
  customerUid: string | null | undefined,
  language: PaymentsLanguage = "en",
): string => {
  const texts = paymentsMessages[language].paypal;
  return hasPayPalCustomer(customerUid) ? texts.selected : texts.notSelected;
};

/** A line of the PayPal smart button's order. */
export interface PayPalProduct {
  readonly id: string;
  readonly name: string;
  readonly amount: number;
  readonly quantity: number;
}

/** Fields of the PayPal express (smart) button (docs/product/entities.md). */
export interface PayPalButtonFields {
  readonly channelKey: string;
  readonly buyerEmail: string | null;
  readonly amount: number;
  readonly merchantUid: string;
  readonly orderName: string;
  readonly currency: Currency;
  readonly products: readonly PayPalProduct[];
  readonly buyerName: string | null;
}

/**
 * The smart button's fields from a prepare answer. The amount is the server's (docs/architecture.md#rules-never-broken);
 * without product lines the order is one line named after the order.
 */
export const payPalButtonFields = (
  answer: PaymentRequest,
  channelKey: string,
  products: readonly PayPalProduct[] = [],
): PayPalButtonFields => ({
  channelKey,
  buyerEmail: answer.buyerEmail,
  amount: answer.amount,
  merchantUid: answer.merchantUid,
  orderName: answer.orderName,
  currency: answer.currency,
  products:
    products.length > 0
      ? products
      : [{ id: answer.merchantUid, name: answer.orderName, amount: answer.amount, quantity: 1 }],
  buyerName: answer.buyerName,
});
