import type { Language, PaymentHistoryItem, Receipt } from "@orbis/core/contract";
import { formatMoney, paymentStatusLabel } from "@orbis/core/payments";
import { type Column, formatInstant } from "../output/table";
import { paymentsLanguageOf } from "./paymentHistory";

/** How a payment was paid: the card's name when the provider gave one. */
const methodText = (payment: PaymentHistoryItem): string => {
  if (payment.payMethod === "paypal") return "PayPal";
  return payment.cardName === null ? "Card" : `Card (${payment.cardName})`;
};

const TYPE_TEXT: Readonly<Record<PaymentHistoryItem["paymentType"], string>> = {
  ONCE: "One-time",
  REGULAR: "Recurring",
};

/** The columns of `payments history`: amounts and status labels in the CLI's language. */
export const paymentColumns = (language: Language): readonly Column<PaymentHistoryItem>[] => [
  { header: "DATE", value: (p) => formatInstant(p.createdAt) },
  { header: "MERCHANT UID", value: (p) => p.merchantUid },
  { header: "ORDER", value: (p) => p.orderName },
  {
    header: "AMOUNT",
    value: (p) => formatMoney(p.amount, p.currency, language),
    align: "right",
  },
  { header: "STATUS", value: (p) => paymentStatusLabel(p.status, paymentsLanguageOf(language)) },
  { header: "METHOD", value: methodText },
];

/**
 * The labelled lines of `payments receipt`; a missing value shows as a dash, and a receipt page
 * the server gives as a path is made absolute on its origin so a terminal can open it.
 */
export const receiptFields = (
  receipt: Receipt,
  language: Language,
  apiUrl: string,
): readonly (readonly [string, string])[] => [
  ["Merchant UID", receipt.merchantUid],
  ["Order", receipt.orderName],
  ["Amount", formatMoney(receipt.amount, receipt.currency, language)],
  ["Status", paymentStatusLabel(receipt.status, paymentsLanguageOf(language))],
  ["Type", TYPE_TEXT[receipt.paymentType]],
  ["Method", methodText(receipt)],
  ["Created", formatInstant(receipt.createdAt)],
  ["Paid", formatInstant(receipt.paidAt)],
  ["Buyer", receipt.buyerName ?? "—"],
  ["Buyer email", receipt.buyerEmail ?? "—"],
  ["Receipt page", receipt.receiptUrl === null ? "—" : new URL(receipt.receiptUrl, apiUrl).href],
];
