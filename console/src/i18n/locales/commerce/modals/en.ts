import type { koCommerceModals } from "./ko";

/** The card payment and payment-method modals' own words (the rest is core's `payments`). */
export const enCommerceModals: typeof koCommerceModals = {
  cardType: "Card type",
  cardNumber: "Card number",
  cardGroup: "Card number, group {{group}}",
  expiry: "Expiry (MMYY)",
  pwdDigit: "Password (first 2 digits)",
  birth: "Date of birth (YYMMDD)",
  businessNumber: "Business number",
  combinedId: "Date of birth (YYMMDD) or business number",
  email: "Email (optional)",
  product: "Product",
  total: "Total",
  terms: "Terms",
  required: "(required)",
  optional: "(optional)",
  viewTerm: "View {{title}}",
  method: "Payment method",
  card: "Card",
  paypal: "PayPal",
  connectPayPal: "Connect PayPal",
  connecting: "Connecting PayPal…",
  payFailed: "The payment did not go through.",
  registerFailed: "The payment method could not be registered.",
  connectFailed: "PayPal could not be connected.",
};
