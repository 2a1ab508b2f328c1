import type { CardType, Language, PaymentsLanguage, TermsItem } from "@orbis/core/contract";
import { paymentsLanguageFor } from "@orbis/core/i18n";
import {
  type CardFormData,
  type CardPaymentForm,
  type CardPaymentFormState,
  cardPaymentFormSchema,
  cardPaymentFormToData,
  checkForm,
  emptyCardPaymentForm,
  type FieldErrors,
  type FormCheck,
  formatIdInput,
  idFieldMaxLength,
  switchCardType,
} from "@orbis/core/payments";
import { makeAutoObservable } from "mobx";
import type { SnackbarQueue } from "../SnackbarQueue";
import { CardFields, type CardGroupField } from "./CardFields";
import { FormAttempt } from "./FormAttempt";
import { TermsChecklist } from "./TermsChecklist";

/** What a card form store needs from outside. */
export interface CardFormStoreDeps {
  /** The general snackbar (`useStores().ui.snackbar`): the mandatory-terms error shows there. */
  readonly snackbar: Pick<SnackbarQueue, "show">;
  /** The interface language; read when messages are made, so they follow a change. */
  readonly language: () => Language;
}

/**
 * The card payment modal (docs/product/screens.md, docs/product/validation.md): the card form, the terms ticks and the pay attempt.
 * Every rule is core's: input formats, focus moves, the schema and its messages, the wire form,
 * the mandatory terms and which fields are secrets.
 */
export class CardPaymentFormStore {
  readonly terms: TermsChecklist;
  readonly attempt = new FormAttempt();
  readonly fields = new CardFields<CardPaymentFormState>(emptyCardPaymentForm(), this.attempt);

  constructor(
    private readonly deps: CardFormStoreDeps,
    terms: readonly TermsItem[] = [],
  ) {
    this.terms = new TermsChecklist(terms);
    makeAutoObservable<CardPaymentFormStore, "deps">(this, { deps: false, fields: false });
  }

  get form(): CardPaymentFormState {
    return this.fields.value;
  }

  get language(): PaymentsLanguage {
    return paymentsLanguageFor(this.deps.language());
  }

  /** The form checked against core's schema, messages in the interface language. */
  get check(): FormCheck<CardPaymentForm> {
    return checkForm(cardPaymentFormSchema, this.form, this.language);
  }

  /** Messages per field (`cardNumber.0`, `expiry`…), shown once a submit was tried. */
  get errors(): FieldErrors {
    return this.attempt.attempted && !this.check.ok ? this.check.errors : {};
  }

  get groups(): CardGroupField[] {
    return this.fields.groups(this.errors);
  }

  /** The ID field's max length: 6 (birth date) or 12 (hyphenated business number). */
  get idMaxLength(): number {
    return idFieldMaxLength(this.form.cardType);
  }

  /** Switching the card type clears the ID field (docs/product/states.md). */
  setCardType(cardType: CardType): void {
    this.fields.set(switchCardType(this.form, cardType));
  }

  /**
   * Types into a group; focus moves on after four digits and back when it is emptied. A whole
   * number pasted or autofilled into a group spills into the next ones.
   */
  setGroup(index: number, value: string): void {
    this.fields.setGroup(index, value);
  }

  setExpiry(value: string): void {
    this.fields.setExpiry(value);
  }

  setPwdDigit(value: string): void {
    this.fields.setPwdDigit(value);
  }

  /** The birth date, or the business number auto-formatted 3-2-5 as it is typed. */
  setId(value: string): void {
    this.fields.set({ ...this.form, birth: formatIdInput(this.form.cardType, value) });
  }

  setEmail(value: string): void {
    this.fields.set({ ...this.form, buyerEmail: value });
  }

  /**
   * Agree and pay: field messages show, an unchecked mandatory term shows the error snackbar,
   * and a valid form goes to `onPay` in core's wire shape. A rejection keeps its message and
   * clears the card's secrets, focusing the first of them. True when paid.
   */
  async pay(onPay: (card: CardFormData) => Promise<void>): Promise<boolean> {
    if (this.attempt.busy) return false;
    this.attempt.markAttempted();
    const check = this.check;
    const termsError = this.terms.mandatoryError(this.language);
    if (!check.ok) {
      const [first] = Object.keys(check.errors);
      if (first !== undefined) this.attempt.requestFocus(first);
    }
    if (termsError) this.deps.snackbar.show(termsError, { severity: "error" });
    if (!check.ok || termsError) return false;
    const card = cardPaymentFormToData(check.value);
    return this.attempt.run(
      () => onPay(card),
      () => this.fields.forgetSecrets(),
    );
  }
}
