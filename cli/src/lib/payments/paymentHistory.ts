import {
  type Language,
  PAYMENTS_APP_ID,
  type PaymentHistoryItem,
  type PaymentsLanguage,
} from "@orbis/core/contract";
import { isPaymentsLanguage } from "@orbis/core/i18n";
import type { HistoryRange } from "@orbis/core/payments";
import { allPages } from "../paging/allPages";
import type { OrbisApi } from "../session/api";

/** The largest page the history call serves: fewest round trips for a long history. */
const HISTORY_PAGE_SIZE = 100;

/**
 * The language payments texts are shown in: the CLI's when the payments part exists in it
 * (Korean, English, Vietnamese), else English, the CLI's own fallback.
 */
export const paymentsLanguageOf = (language: Language): PaymentsLanguage =>
  isPaymentsLanguage(language) ? language : "en";

/** Every payment of the signed-in account in the range, newest first as the server lists them. */
export const fetchPaymentHistory = (
  api: OrbisApi,
  range: HistoryRange,
): Promise<PaymentHistoryItem[]> =>
  allPages(
    (pageNo, pageSize) =>
      api.getPaymentHistory({
        params: { appId: PAYMENTS_APP_ID },
        query: { pageNo, pageSize, ...range },
      }),
    { pageSize: HISTORY_PAGE_SIZE, key: (payment) => payment.merchantUid },
  );
