/** The terms of a service and the ids a user ticked. */
export interface ConsentInput {
  /** Every term id of the service. */
  readonly all: readonly string[];
  /** The ids that must be agreed to. */
  readonly mandatory: readonly string[];
  /** The ids the user agreed to. */
  readonly agreed: readonly string[];
}

/** The message when a mandatory term is not agreed to (spec §5). */
export const MANDATORY_TERMS_MESSAGE = "Please agree to the mandatory terms.";

/**
 * What is wrong with a consent: mandatory terms left out, and ids that are no term of the service
 * (a stale or forged form). Both empty means the consent is complete.
 */
export const consentProblems = (input: ConsentInput): { missing: string[]; unknown: string[] } => {
  const agreed = new Set(input.agreed);
  const known = new Set(input.all);
  return {
    missing: input.mandatory.filter((id) => !agreed.has(id)),
    unknown: [...agreed].filter((id) => !known.has(id)),
  };
};
