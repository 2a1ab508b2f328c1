import {
  CARD_SECRET_FIELDS,
  type CardSecretsHolder,
  type FieldErrors,
  formatExpiryInput,
  formatPwdDigitInput,
  isMaskedCardGroup,
  typeIntoCardGroups,
  withoutCardSecrets,
} from "@orbis/core/payments";
import { makeAutoObservable } from "mobx";
import type { FormAttempt } from "./FormAttempt";

/** One card number group as a card form draws it. */
export interface CardGroupField {
  readonly value: string;
  /** Groups 2 and 3 are password inputs: the masked ones of the number. */
  readonly masked: boolean;
  readonly error: string | undefined;
}

/** What every card form holds: the number's four groups, the expiry and the password digits. */
export interface CardFieldsState extends CardSecretsHolder {
  readonly expiry: string;
}

/**
 * The card fields the payment modal and the payment-method modal share, with the form's other
 * fields kept alongside (`value`): typing into the number's groups (focus moving on and back
 * through the form's attempt), the expiry and the password digits, and forgetting the secrets
 * after a failed attempt. Every rule is core's.
 */
export class CardFields<F extends CardFieldsState> {
  constructor(
    public value: F,
    private readonly attempt: FormAttempt,
  ) {
    makeAutoObservable<CardFields<F>, "attempt">(this, { attempt: false });
  }

  /** The number's groups as drawn, each with its message from `errors`. */
  groups(errors: FieldErrors): CardGroupField[] {
    return this.value.cardNumber.map((value, index) => ({
      value,
      masked: isMaskedCardGroup(index),
      error: errors[`cardNumber.${index}`],
    }));
  }

  /** Puts a new form in place (a field of the form's own, such as the ID). */
  set(value: F): void {
    this.value = value;
  }

  /**
   * Types into a group; focus moves on after four digits and back when it is emptied. A whole
   * number pasted or autofilled into a group spills into the next ones.
   */
  setGroup(index: number, typed: string): void {
    const next = typeIntoCardGroups(this.value.cardNumber, index, typed);
    this.value = { ...this.value, cardNumber: next.groups };
    if (next.focus !== null) this.attempt.requestFocus(`cardNumber.${next.focus}`);
  }

  setExpiry(typed: string): void {
    this.value = { ...this.value, expiry: formatExpiryInput(typed) };
  }

  setPwdDigit(typed: string): void {
    this.value = { ...this.value, pwdDigit: formatPwdDigitInput(typed) };
  }

  /** After a refused attempt: the secrets go, and the first of them takes the focus. */
  forgetSecrets(): void {
    this.value = withoutCardSecrets(this.value);
    this.attempt.requestFocus(CARD_SECRET_FIELDS[0]);
  }
}
