/** The message when a mandatory term is not agreed to (docs/product/validation.md). */
export const MANDATORY_TERMS_MESSAGE = "Please agree to the mandatory terms.";

/** The answers to record for a registration's terms, or why the choice is refused. */
export type TermsDecision =
  | { readonly kind: "missing"; readonly missing: readonly string[] }
  | { readonly kind: "unknown"; readonly unknown: readonly string[] }
  | {
      readonly kind: "ok";
      readonly answers: readonly { readonly termsId: string; readonly agreed: boolean }[];
      readonly marketingAgreed: boolean;
    };

/**
 * Checks the ticked terms of a registration against the service's and answers every term.
 * Ids that are no term of the service (a stale or forged form) are refused first, then missing
 * mandatory ones. The optional terms are the marketing consents (the only kind a service has):
 * `marketingAgreed` agrees to them as ticking them does, and the user's marketing flag follows
 * the same answer, so the two never disagree.
 */
export const termsDecision = (input: {
  readonly mandatoryIds: readonly string[];
  readonly allIds: readonly string[];
  readonly agreedIds: readonly string[];
  readonly marketingAgreed: boolean;
}): TermsDecision => {
  const agreed = new Set(input.agreedIds);
  const known = new Set(input.allIds);
  const unknown = [...agreed].filter((id) => !known.has(id));
  if (unknown.length > 0) return { kind: "unknown", unknown };
  const missing = input.mandatoryIds.filter((id) => !agreed.has(id));
  if (missing.length > 0) return { kind: "missing", missing };
  const mandatory = new Set(input.mandatoryIds);
  const optional = input.allIds.filter((id) => !mandatory.has(id));
  const marketingAgreed = input.marketingAgreed || optional.some((id) => agreed.has(id));
  return {
    kind: "ok",
    answers: input.allIds.map((termsId) => ({
      termsId,
      agreed: mandatory.has(termsId) || marketingAgreed,
    })),
    marketingAgreed,
  };
};

/**
 * {@link termsDecision} for a sign-up form: the service's terms as the terms call lists them
 * (each with `isOptional`) and the ids the user ticked; ticking an optional term is the
 * marketing consent.
 */
export const termsDecisionFor = (
  terms: readonly { readonly id: string; readonly isOptional: boolean }[],
  agreedIds: readonly string[],
): TermsDecision =>
  termsDecision({
    mandatoryIds: terms.filter((term) => !term.isOptional).map((term) => term.id),
    allIds: terms.map((term) => term.id),
    agreedIds,
    marketingAgreed: false,
  });
