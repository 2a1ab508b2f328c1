import type { CardType, PaymentStatus } from "../contract/enums";

/**
 * The `payments` namespace of one language. A type alias, not an interface, so that it is
 * assignable to the i18n message tree (interfaces carry no implicit index signature).
 */
export type PaymentsMessages = {
  readonly modal: {
    /** Title of the card payment modal. */
    readonly paymentTitle: string;
    /** Default title of the payment-method modal. */
    readonly methodTitle: string;
    /** Default button text of the payment-method modal. */
    readonly complete: string;
    readonly agreeAndPay: string;
    readonly selectAll: string;
    readonly view: string;
    readonly close: string;
  };
  readonly field: {
    readonly required: string;
    readonly format: string;
  };
  readonly terms: {
    readonly mandatory: string;
  };
  readonly paypal: {
    readonly selected: string;
    readonly notSelected: string;
    readonly required: string;
  };
  readonly cardType: Readonly<Record<CardType, string>>;
  readonly money: {
    readonly free: string;
  };
  readonly status: Readonly<Record<PaymentStatus, string>>;
  readonly errors: {
    readonly notInitialised: string;
  };
};
