import type { PaymentsLanguage } from "../contract/enums";
import { paymentsMessages } from "./messages";

/** The part of a terms item (docs/product/entities.md) the agreement rules look at. */
export interface TermsRequirement {
  readonly isOptional: boolean;
}

/**
 * Whether the select-all box shows checked: every term is checked. With no terms there is
 * nothing to select, so the box stays unchecked.
 */
export const allTermsChecked = (checked: readonly boolean[]): boolean =>
  checked.length > 0 && checked.every(Boolean);

/** Toggling select-all sets every term to the box's new value. */
export const setAllTerms = (count: number, value: boolean): boolean[] =>
  Array.from({ length: Math.max(0, count) }, () => value);

/** Flips the select-all box: all on unless all are already on. */
export const toggleAllTerms = (checked: readonly boolean[]): boolean[] =>
  setAllTerms(checked.length, !allTermsChecked(checked));

/** Flips one term. */
export const toggleTerm = (checked: readonly boolean[], index: number): boolean[] =>
  checked.map((value, i) => (i === index ? !value : value));

/** Indexes of the mandatory terms left unchecked; a term with no checked entry counts as unchecked. */
export const missingMandatoryTerms = (
  terms: readonly TermsRequirement[],
  checked: readonly boolean[],
): number[] =>
  terms.flatMap((term, index) => (term.isOptional || checked[index] === true ? [] : [index]));

/**
 * The error snackbar text when submitting with a mandatory term unchecked (docs/product/validation.md:
 * "Please agree to the mandatory terms."), or `null` when the form may be submitted.
 */
export const mandatoryTermsError = (
  terms: readonly TermsRequirement[],
  checked: readonly boolean[],
  language: PaymentsLanguage = "en",
): string | null =>
  missingMandatoryTerms(terms, checked).length > 0
    ? paymentsMessages[language].terms.mandatory
    : null;
