import type { PaymentHistoryItem, PaymentStatus } from "@orbis/core/contract";
import type { TFunction } from "i18next";

/**
 * How a status badge is toned: its text says the status, the tone only repeats it. An order whose
 * reservation failed (a PayPal approval cancelled, a card refused) took no money: it is past, not
 * a failed charge.
 */
export const statusTone = (status: PaymentStatus): "good" | "bad" | "waiting" | "past" => {
  if (status === "COMPLETE") return "good";
  if (status === "PROVIDE_ITEM_FAIL") return "bad";
  if (status === "REFUND_COMPLETE" || status === "RESERVE_FAIL") return "past";
  return "waiting";
};

/** A payment's method as shown: the card's issuer when the provider named it, else the kind. */
export const methodLabel = (
  payment: Pick<PaymentHistoryItem, "payMethod" | "cardName">,
  t: TFunction<"commerce">,
): string =>
  payment.payMethod === "card"
    ? (payment.cardName ?? t("purchase.method.card"))
    : t("purchase.method.paypal");
