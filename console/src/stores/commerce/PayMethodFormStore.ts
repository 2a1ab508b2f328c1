import type { PayMethod, PaymentsLanguage, TermsItem } from "@orbis/core/contract";
import { paymentsLanguageFor } from "@orbis/core/i18n";
import {
  checkForm,
  emptyPayMethodCardForm,
  type FieldErrors,
  type FormCheck,
  formatCombinedIdInput,
  hasPayPalCustomer,
  type PayMethodBody,
  type PayMethodCardFormState,
  payMethodCardFormSchema,
  payMethodCardFormToBody,
  payPalMethodFormSchema,
  payPalStatusText,
} from "@orbis/core/payments";
import { makeAutoObservable, runInAction } from "mobx";
import { CardFields, type CardGroupField } from "./CardFields";
import type { CardFormStoreDeps } from "./CardPaymentFormStore";
import { FormAttempt, type SubmitFailure } from "./FormAttempt";
import { TermsChecklist } from "./TermsChecklist";

/** Both methods, card first, when the screen does not narrow them. */
export const ALL_PAY_METHODS: readonly PayMethod[] = ["card", "paypal"];

/**
 * The payment-method modal (docs/product/screens.md, docs/product/states.md, docs/product/validation.md): a card tab (the modal's card rules with one
 * combined ID field) or a PayPal tab (a customer id from PayPal's recurring-setup button), the
 * terms with select-all, and the submit. Every rule is core's.
 */
export class PayMethodFormStore {
  readonly methods: readonly PayMethod[];
  method: PayMethod;
  /** The customer id PayPal's button produced; `null` until then. */
  customerUid: string | null = null;
  /** PayPal's button is on its way. */
  connecting = false;
  /** Why PayPal's button gave no customer id the last time, if it failed. */
  connectFailure: SubmitFailure | null = null;
  readonly terms: TermsChecklist;
  readonly attempt = new FormAttempt();
  readonly cardFields = new CardFields<PayMethodCardFormState>(
    emptyPayMethodCardForm(),
    this.attempt,
  );

  constructor(
    private readonly deps: CardFormStoreDeps,
    terms: readonly TermsItem[] = [],
    methods: readonly PayMethod[] = ALL_PAY_METHODS,
  ) {
    this.methods = methods.length > 0 ? methods : ALL_PAY_METHODS;
    this.method = this.methods[0] ?? "card";
    this.terms = new TermsChecklist(terms);
    makeAutoObservable<PayMethodFormStore, "deps">(this, {
      deps: false,
      methods: false,
      cardFields: false,
    });
  }

  /** The card tab's form. */
  get card(): PayMethodCardFormState {
    return this.cardFields.value;
  }

  get language(): PaymentsLanguage {
    return paymentsLanguageFor(this.deps.language());
  }

  /** The chosen tab checked against core's schema, as the `POST /pay-method` body it gives. */
  get check(): FormCheck<PayMethodBody> {
    if (this.method === "paypal") {
      return checkForm(
        payPalMethodFormSchema,
        { customerUid: this.customerUid ?? "" },
        this.language,
      );
    }
    const check = checkForm(payMethodCardFormSchema, this.card, this.language);
    return check.ok ? { ok: true, value: payMethodCardFormToBody(check.value) } : check;
  }

  /** Messages per field, shown once a submit was tried; PayPal's is under `customerUid`. */
  get errors(): FieldErrors {
    return this.attempt.attempted && !this.check.ok ? this.check.errors : {};
  }

  get groups(): CardGroupField[] {
    return this.cardFields.groups(this.errors);
  }

  /** The PayPal tab's status line (docs/product/states.md). */
  get payPalStatus(): string {
    return payPalStatusText(this.customerUid, this.language);
  }

  get payPalConnected(): boolean {
    return hasPayPalCustomer(this.customerUid);
  }

  /** Switches tab; what was typed in the other stays until the modal closes. */
  setMethod(method: PayMethod): void {
    if (this.methods.includes(method)) this.method = method;
  }

  setGroup(index: number, value: string): void {
    this.cardFields.setGroup(index, value);
  }

  setExpiry(value: string): void {
    this.cardFields.setExpiry(value);
  }

  setPwdDigit(value: string): void {
    this.cardFields.setPwdDigit(value);
  }

  /** The combined ID: a birth date or a business number, digits only, at most ten. */
  setId(value: string): void {
    this.cardFields.set({ ...this.card, birth: formatCombinedIdInput(value) });
  }

  /**
   * Runs PayPal's recurring-setup button (`connect`) and keeps the customer id it produced. A
   * refusal is kept as `connectFailure`; the id obtained before, if any, stays.
   */
  async connectPayPal(connect: () => Promise<string>): Promise<void> {
    if (this.connecting) return;
    this.connecting = true;
    this.connectFailure = null;
    try {
      const customerUid = await connect();
      runInAction(() => {
        if (hasPayPalCustomer(customerUid)) this.customerUid = customerUid.trim();
      });
    } catch (error) {
      runInAction(() => {
        this.connectFailure = {
          message: error instanceof Error && error.message ? error.message : null,
        };
      });
    } finally {
      runInAction(() => {
        this.connecting = false;
      });
    }
  }

  /**
   * Submits the chosen tab: field messages (or PayPal's "register" message) show, an unchecked
   * mandatory term shows the error snackbar, and a valid form goes to `onSubmit` as core's
   * `POST /pay-method` body. A rejected card clears its secrets, focusing the first. True when
   * registered.
   */
  async submit(onSubmit: (body: PayMethodBody) => Promise<void>): Promise<boolean> {
    if (this.attempt.busy || this.connecting) return false;
    this.attempt.markAttempted();
    const check = this.check;
    const termsError = this.terms.mandatoryError(this.language);
    if (!check.ok) {
      const [first] = Object.keys(check.errors);
      if (first !== undefined) this.attempt.requestFocus(first);
    }
    if (termsError) this.deps.snackbar.show(termsError, { severity: "error" });
    if (!check.ok || termsError) return false;
    const body = check.value;
    const method = this.method;
    return this.attempt.run(
      () => onSubmit(body),
      () => {
        if (method === "card") this.cardFields.forgetSecrets();
      },
    );
  }
}
