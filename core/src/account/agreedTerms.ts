import type { TermsAgreement, TermsItem } from "../contract/entities/terms";
import type { UserExtra } from "../contract/entities/userExtra";
import { marketingConsentOf } from "./extras";

/** One of the service's terms as My account shows it: the term and the user's answer to it. */
export interface AgreedTerm {
  readonly term: TermsItem;
  readonly agreed: boolean;
  /** When the user last agreed (or, for a withdrawn optional term, last answered); null if never. */
  readonly answeredAt: string | null;
  /**
   * Whether the user may change the answer here: only an optional term. A required term is
   * what the account stands on; it is withdrawn by closing the account (the server refuses
   * it too: `server/src/modules/identity/termsHandlers.ts`).
   */
  readonly changeable: boolean;
}

/**
 * The service's current terms, in their order, each with the user's answer (`GET /terms` and
 * `GET /terms/agreement`). A term the user never answered reads as not agreed; answers to
 * terms the service no longer lists are left out.
 */
export const agreedTerms = (
  terms: readonly TermsItem[],
  agreements: readonly TermsAgreement[],
): AgreedTerm[] => {
  const answers = new Map(agreements.map((a) => [a.termsId, a]));
  return terms.map((term) => {
    const answer = answers.get(term.id);
    return {
      term,
      agreed: answer?.agreed ?? false,
      answeredAt: answer?.agreedAt ?? null,
      changeable: term.isOptional,
    };
  });
};

/**
 * Why an answer cannot be sent as it is, or null when it can: a required term cannot be
 * withdrawn, and a term the service does not list cannot be answered.
 */
export const termsAnswerProblem = (
  rows: readonly AgreedTerm[],
  termsId: string,
  agreed: boolean,
): "required" | "unknown" | null => {
  const row = rows.find((r) => r.term.id === termsId);
  if (row === undefined) return "unknown";
  if (!agreed && !row.changeable) return "required";
  return null;
};

/**
 * The user's marketing consent as My account shows it. The optional terms are the marketing
 * consents (`core/src/auth/termsConsent.ts`), recorded at sign-up; the `marketing` extra answer
 * is set by the settings switch and by an unsubscribe link. The extra answer, when there is one,
 * is the later word; before it, the sign-up's answer to the optional terms.
 */
export const currentMarketingConsent = (
  extras: readonly UserExtra[],
  rows: readonly AgreedTerm[],
): boolean => marketingConsentOf(extras) ?? rows.some((row) => row.changeable && row.agreed);
