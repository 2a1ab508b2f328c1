import type { PaymentStatus, PaymentsLanguage } from "../contract/enums";
import { enPaymentsMessages } from "./locales/en";
import { koPaymentsMessages } from "./locales/ko";
import { viPaymentsMessages } from "./locales/vi";
import type { PaymentsMessages } from "./messageTypes";

/**
 * The `payments` i18n namespace in the three languages the payments part exists in (docs/product/overview.md).
 * Plain nested strings, so the i18n layer can plug it in as is.
 */
export const paymentsMessages: Readonly<Record<PaymentsLanguage, PaymentsMessages>> = {
  ko: koPaymentsMessages,
  en: enPaymentsMessages,
  vi: viPaymentsMessages,
};

/** The interface label of a payment status. */
export const paymentStatusLabel = (status: PaymentStatus, language: PaymentsLanguage): string =>
  paymentsMessages[language].status[status];
