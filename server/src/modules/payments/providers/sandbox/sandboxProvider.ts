import { createHmac, randomUUID } from "node:crypto";
import type { Currency, PayMethod } from "@orbis/core/contract";
import { EXPIRY_PATTERN, SANDBOX_PG } from "@orbis/core/payments";
import type { Kysely } from "kysely";
import type { Database } from "../../../../infra/db/schema";
import {
  type CardDetails,
  type IssuedBillingKey,
  type PaymentProvider,
  type ProviderPayment,
  ProviderRefusal,
} from "../paymentProvider";
import { expiryPassed, maskCardNumber, SANDBOX_REFUSALS, testCard } from "./sandboxCards";
import {
  noticeSignatureValid,
  type SandboxNoticeBody,
  SIGNATURE_HEADER,
  signNotice,
} from "./sandboxNotice";
import { type SandboxPaymentRow, sandboxRepository } from "./sandboxRepository";

/** The sandbox's own methods, used by its checkout pages: what a provider's browser side does. */
export interface SandboxProvider extends PaymentProvider {
  /** Takes a one-off card payment of an amount the server priced. */
  payByCard(payment: SandboxCharge, card: CardDetails): Promise<ProviderPayment>;
  /** Takes a one-off PayPal payment the buyer approved (or records the refusal). */
  payByPayPal(payment: SandboxCharge, approved: boolean): Promise<ProviderPayment>;
  /** The signed webhook of a payment's current state, ready to post to its notice URL. */
  notice(payment: ProviderPayment): { body: string; headers: Record<string, string> };
}

/** A one-off payment as the checkout page takes it. */
export interface SandboxCharge {
  readonly merchantUid: string;
  readonly amountMinor: number;
  readonly currency: Currency;
}

const view = (row: SandboxPaymentRow): ProviderPayment => ({
  merchantUid: row.merchant_uid,
  providerPaymentId: row.payment_id,
  status: row.status,
  amountMinor: Number(row.amount_minor),
  currency: row.currency,
  payMethod: row.pay_method as PayMethod,
  cardName: row.card_name,
  receiptUrl: null,
  failure: row.failure,
});

/**
 * Why a charge of a billing key fails, or null when it goes through: a card declined or expired
 * since it was registered fails every time; the fail-once card fails its first charge only.
 */
const billingKeyRefusal = (outcome: string, chargesTried: number) => {
  if (outcome === "decline") return SANDBOX_REFUSALS.decline;
  if (outcome === "expired") return SANDBOX_REFUSALS.expired;
  if (outcome === "failOnce" && chargesTried === 1) return SANDBOX_REFUSALS.failOnce;
  return null;
};

/**
 * The built-in sandbox provider (docs/architecture.md#parts-that-must-be-real): test cards instead of money, its books in the
 * Orbis database so several server processes share them, and webhooks signed with a key derived
 * from the server's secret. It never keeps a card number: a card is judged and forgotten.
 */
export const createSandboxProvider = (
  db: Kysely<Database>,
  secret: Uint8Array,
  clock: () => Date,
): SandboxProvider => {
  const books = sandboxRepository(db);
  const noticeKey = createHmac("sha256", secret).update("orbis sandbox notices").digest();

  const judgeCard = (card: CardDetails) => {
    const known = testCard(card.cardNumber);
    if (known === undefined)
      throw new ProviderRefusal(SANDBOX_REFUSALS.unknown.code, SANDBOX_REFUSALS.unknown.message);
    // As a real provider does, it takes no expiry that is not a month and a year.
    if (!EXPIRY_PATTERN.test(card.expiry))
      throw new ProviderRefusal(
        SANDBOX_REFUSALS.badExpiry.code,
        SANDBOX_REFUSALS.badExpiry.message,
      );
    if (known.outcome === "decline")
      throw new ProviderRefusal(SANDBOX_REFUSALS.decline.code, SANDBOX_REFUSALS.decline.message);
    if (known.outcome === "expired" || expiryPassed(card.expiry, clock()))
      throw new ProviderRefusal(SANDBOX_REFUSALS.expired.code, SANDBOX_REFUSALS.expired.message);
    return known;
  };

  const record = async (
    charge: SandboxCharge,
    outcome: { payMethod: PayMethod; cardName: string | null; failure: string | null },
  ): Promise<ProviderPayment> => {
    const existing = await books.find(charge.merchantUid);
    if (existing?.status === "PAID" || existing?.status === "CANCELLED") return view(existing);
    const row = await books.record(
      {
        merchant_uid: charge.merchantUid,
        payment_id: existing?.payment_id ?? `sbx_${randomUUID()}`,
        status: outcome.failure === null ? "PAID" : "FAILED",
        amount_minor: charge.amountMinor,
        currency: charge.currency,
        pay_method: outcome.payMethod,
        card_name: outcome.cardName,
        failure: outcome.failure,
      },
      clock(),
    );
    return view(row);
  };

  const issue = async (
    payMethod: PayMethod,
    cardName: string,
    outcome: string,
    masked: string | null,
  ) => {
    const billingKey = `sbx_bk_${randomUUID()}`;
    await books.addBillingKey({ billingKey, payMethod, cardName, outcome, now: clock() });
    return { billingKey, payMethod, cardName, maskedNumber: masked } satisfies IssuedBillingKey;
  };

  return {
    pg: SANDBOX_PG,

    registerCard: async (card) => {
      const known = judgeCard(card);
      return issue("card", known.cardName, known.outcome, maskCardNumber(card.cardNumber));
    },

    registerPayPal: async () => issue("paypal", "paypal", "succeed", null),

    chargeBillingKey: async (charge) => {
      const paid = await books.find(charge.merchantUid);
      if (paid?.status === "PAID" || paid?.status === "CANCELLED") return view(paid);
      const key = await books.chargeAttempt(charge.billingKey);
      if (key === undefined)
        throw new ProviderRefusal("INVALID_BILLING_KEY", "The billing key is not known");
      const refusal = billingKeyRefusal(key.outcome, key.charges_tried);
      const payment = await record(charge, {
        payMethod: key.pay_method as PayMethod,
        cardName: key.card_name,
        failure: refusal?.message ?? null,
      });
      if (payment.status === "FAILED" && refusal !== null)
        throw new ProviderRefusal(refusal.code, refusal.message);
      return payment;
    },

    payByCard: async (charge, card) => {
      let known: ReturnType<typeof judgeCard>;
      try {
        known = judgeCard(card);
      } catch (error) {
        if (!(error instanceof ProviderRefusal)) throw error;
        return record(charge, { payMethod: "card", cardName: null, failure: error.message });
      }
      // The fail-once card fails its first try on each payment and succeeds on the next.
      const before = await books.find(charge.merchantUid);
      const failsNow =
        known.outcome === "failOnce" && before?.failure !== SANDBOX_REFUSALS.failOnce.message;
      return record(charge, {
        payMethod: "card",
        cardName: known.cardName,
        failure: failsNow ? SANDBOX_REFUSALS.failOnce.message : null,
      });
    },

    payByPayPal: async (charge, approved) =>
      record(charge, {
        payMethod: "paypal",
        cardName: "paypal",
        failure: approved ? null : SANDBOX_REFUSALS.paypalCancelled.message,
      }),

    findPayment: async (merchantUid) => {
      const row = await books.find(merchantUid);
      return row === undefined ? null : view(row);
    },

    cancelPayment: async (merchantUid) => {
      const row = await books.cancel(merchantUid, clock());
      if (row === undefined)
        throw new ProviderRefusal("PAYMENT_NOT_FOUND", "The sandbox took no such payment");
      if (row.status !== "CANCELLED")
        throw new ProviderRefusal("PAYMENT_NOT_PAID", "Only a paid payment can be cancelled");
      return view(row);
    },

    notice: (payment) => {
      const body: SandboxNoticeBody = {
        merchantUid: payment.merchantUid,
        eventId: `${payment.providerPaymentId}:${payment.status}`,
        status: payment.status,
      };
      const text = JSON.stringify(body);
      return {
        body: text,
        headers: {
          "content-type": "application/json",
          [SIGNATURE_HEADER]: signNotice(noticeKey, text, clock()),
        },
      };
    },

    verifyNotice: async ({ headers, rawBody }) => {
      const header = headers[SIGNATURE_HEADER];
      if (
        !noticeSignatureValid(
          noticeKey,
          Array.isArray(header) ? header[0] : header,
          rawBody,
          clock(),
        )
      )
        return null;
      try {
        const body = JSON.parse(rawBody) as Partial<SandboxNoticeBody>;
        if (typeof body.merchantUid !== "string" || typeof body.eventId !== "string") return null;
        return { merchantUid: body.merchantUid, eventKey: body.eventId };
      } catch {
        return null;
      }
    },
  };
};
