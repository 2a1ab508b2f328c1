import type { Currency, PayMethod } from "../contract/enums";

/**
 * The currency an order is priced in: the one asked for, else USD for PayPal (which charges in
 * USD only) and KRW for a card (the default currency of docs/product/limits.md).
 */
export const orderCurrency = (payMethod: PayMethod, asked: Currency | undefined): Currency =>
  asked ?? (payMethod === "paypal" ? "USD" : "KRW");

/**
 * The currency a renewal is charged in: a PayPal method means a USD plan (docs/product/entities.md, account info's
 * `cardName`), so a renewal moved to PayPal is charged in USD; a card keeps the plan's currency.
 */
export const renewalCurrency = (payMethod: PayMethod, previous: Currency): Currency =>
  payMethod === "paypal" ? "USD" : previous;
