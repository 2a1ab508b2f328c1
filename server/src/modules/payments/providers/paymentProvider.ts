import type { Currency, PayMethod } from "@orbis/core/contract";

/*
 * The one interface every payment provider sits behind (docs/architecture.md#parts-that-must-be-real): the built-in sandbox by
 * default, PortOne when it is configured. Amounts cross it in minor units (whole won, cents), the
 * way providers count them, so no float ever meets money here. Nothing that crosses it is a raw
 * card number kept by us: a card goes to `registerCard` once and only its billing key comes back.
 */

/** What the provider says about one payment, looked up by our merchantUid. */
export interface ProviderPayment {
  readonly merchantUid: string;
  /** The provider's own id of the payment (for receipts and refunds). */
  readonly providerPaymentId: string;
  /** PAID: the money is in; FAILED: refused; CANCELLED: refunded; READY: not paid yet. */
  readonly status: "READY" | "PAID" | "FAILED" | "CANCELLED";
  readonly amountMinor: number;
  readonly currency: string;
  readonly payMethod: PayMethod;
  /** The card's issuer name, or `paypal`. */
  readonly cardName: string | null;
  readonly receiptUrl: string | null;
  /** Why a FAILED payment failed, in the provider's words. */
  readonly failure: string | null;
}

/** A card as the buyer typed it: handed to the provider once, never stored or logged by us. */
export interface CardDetails {
  /** Four groups of four digits joined by hyphens. */
  readonly cardNumber: string;
  /** MMYY. */
  readonly expiry: string;
  /** YYMMDD, or a 10-digit business number. */
  readonly birth: string;
  /** The first two digits of the card password. */
  readonly pwdDigit: string;
}

/** A registered method as the provider issued it. */
export interface IssuedBillingKey {
  readonly billingKey: string;
  readonly payMethod: PayMethod;
  /** The issuer's name, or `paypal`. */
  readonly cardName: string;
  /** What may be shown: the last four digits behind a mask, or null for PayPal. */
  readonly maskedNumber: string | null;
}

/** A charge of a billing key: our merchantUid makes it idempotent at the provider. */
export interface BillingKeyCharge {
  readonly billingKey: string;
  readonly merchantUid: string;
  readonly orderName: string;
  readonly amountMinor: number;
  readonly currency: Currency;
  readonly buyerEmail: string | null;
  readonly buyerName: string | null;
}

/** A refused operation: the provider's code and message, shown to the buyer as they are. */
export class ProviderRefusal extends Error {
  override readonly name = "ProviderRefusal";
  constructor(
    /** The provider's failure code (for example `CARD_DECLINED`, `CARD_EXPIRED`). */
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** A webhook after its signature was verified: which payment it is about, and a key per event. */
export interface VerifiedNotice {
  readonly merchantUid: string;
  /** Unique per payment and event at the provider: a second delivery repeats it. */
  readonly eventKey: string;
}

/** The raw request a webhook arrived as; the signature covers the exact bytes. */
export interface NoticeRequest {
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly rawBody: string;
}

/** A payment provider. Every method may throw `ProviderRefusal` for a refusal it reports. */
export interface PaymentProvider {
  /** The `pg` value the browser script is given (docs/product/entities.md payment-request fields). */
  readonly pg: string;
  /** Turns a card into a billing key. A declined or expired card is a `ProviderRefusal`. */
  registerCard(card: CardDetails, customerKey: string): Promise<IssuedBillingKey>;
  /** Turns the customer uid PayPal's recurring-setup button gave into a billing key. */
  registerPayPal(customerUid: string, customerKey: string): Promise<IssuedBillingKey>;
  /** Charges a billing key now. A refusal is a `ProviderRefusal`; the same merchantUid twice charges once. */
  chargeBillingKey(charge: BillingKeyCharge): Promise<ProviderPayment>;
  /** What the provider knows of a payment, or null when it has never seen the merchantUid. */
  findPayment(merchantUid: string): Promise<ProviderPayment | null>;
  /** Returns the whole payment to the buyer. */
  cancelPayment(merchantUid: string, reason: string): Promise<ProviderPayment>;
  /** Verifies a webhook's signature; null when it is not the provider's. */
  verifyNotice(request: NoticeRequest): Promise<VerifiedNotice | null>;
  /**
   * Where the provider's browser SDK takes a one-off payment made this way: its store and the
   * channel of the card or of PayPal. Absent for a provider with pages of its own (the sandbox).
   * Throws `ProviderRefusal` when the way to pay is not offered.
   */
  browserCheckout?(payMethod: "card" | "paypal"): { storeId: string; channelKey: string };
}
