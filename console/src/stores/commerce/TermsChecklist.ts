import type { PaymentsLanguage, TermsItem } from "@orbis/core/contract";
import { allTermsChecked, mandatoryTermsError, toggleAllTerms } from "@orbis/core/payments";
import { makeAutoObservable, observableRef } from "mobx";

/**
 * The terms list of a payment modal: which terms are ticked. Ticks are kept by term id, so a
 * list handed again (a new render of the screen) keeps them; the rules are core's.
 */
export class TermsChecklist {
  terms: readonly TermsItem[];
  private readonly agreed = new Set<string>();

  constructor(terms: readonly TermsItem[]) {
    this.terms = terms;
    // The list is the caller's, replaced whole: kept by reference, not made observable inside.
    makeAutoObservable<TermsChecklist, "agreed">(this, { terms: observableRef, agreed: true });
  }

  /** The terms to show; ticks of terms still listed are kept. */
  setTerms(terms: readonly TermsItem[]): void {
    this.terms = terms;
  }

  /** One tick per term, in list order. */
  get checked(): boolean[] {
    return this.terms.map((term) => this.agreed.has(term.id));
  }

  isChecked(id: string): boolean {
    return this.agreed.has(id);
  }

  setChecked(id: string, checked: boolean): void {
    if (checked) this.agreed.add(id);
    else this.agreed.delete(id);
  }

  /** The select-all box: checked when every term is (docs/product/states.md). */
  get allChecked(): boolean {
    return allTermsChecked(this.checked);
  }

  /** Toggling select-all sets every term to its new value (docs/product/states.md). */
  toggleAll(): void {
    toggleAllTerms(this.checked).forEach((checked, index) => {
      const term = this.terms[index];
      if (term) this.setChecked(term.id, checked);
    });
  }

  /** The snackbar text when a mandatory term is unchecked, or `null` (core's rule). */
  mandatoryError(language: PaymentsLanguage): string | null {
    return mandatoryTermsError(this.terms, this.checked, language);
  }
}
