import type { Language, PaymentsLanguage } from "@orbis/core/contract";
import { isPaymentsLanguage } from "@orbis/core/i18n";

/**
 * The language the payments part speaks to a user of `language`: payments exist in Korean,
 * English and Vietnamese only (spec §1), and the console's commerce screens fall back to Korean,
 * as the rest of its Japanese texts do.
 */
export const paymentsLanguageOf = (language: Language): PaymentsLanguage =>
  isPaymentsLanguage(language) ? language : "ko";
