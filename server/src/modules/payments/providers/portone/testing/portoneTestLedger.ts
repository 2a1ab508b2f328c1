import { randomUUID } from "node:crypto";
import type { SelectedChannel } from "@portone/server-sdk/common";
import { z } from "zod";
import { cardVerdict, PORTONE_TEST_PG_REFUSALS } from "./portoneTestCards";
import {
  type BillingKeyRecord,
  billingKeyInfoJson,
  cancellationJson,
  type LedgerAnswer,
  ok,
  type PaymentRecord,
  paymentJson,
  pgRefusal,
  refusal,
} from "./portoneTestShapes";

/*
 * The books of the PortOne test server: billing keys and payments in memory, one operation per
 * PortOne call the provider makes, refusing as PortOne documents it: 403 FORBIDDEN for another
 * store, 404 CHANNEL_NOT_FOUND / BILLING_KEY_NOT_FOUND / PAYMENT_NOT_FOUND, 409 ALREADY_PAID (a
 * paymentId is paid once; a failed one may be tried again) / PAYMENT_ALREADY_CANCELLED /
 * PAYMENT_NOT_PAID, 502 PG_PROVIDER for what the card company refuses.
 */

const issueSchema = z.object({
  storeId: z.string().optional(),
  channelKey: z.string().optional(),
  method: z.object({
    card: z.object({
      credential: z.object({
        number: z.string().regex(/^\d{15,16}$/),
        expiryYear: z.string().regex(/^\d{2}$/),
        expiryMonth: z.string().regex(/^(0[1-9]|1[0-2])$/),
        birthOrBusinessRegistrationNumber: z.string().regex(/^(\d{6}|\d{10})$/),
        passwordTwoDigits: z.string().regex(/^\d{2}$/),
      }),
    }),
  }),
  customer: z.object({ id: z.string().optional() }).optional(),
});

const paySchema = z.object({
  storeId: z.string().optional(),
  billingKey: z.string().min(1),
  orderName: z.string().min(1),
  amount: z.object({ total: z.number().int().positive() }),
  currency: z.string().regex(/^[A-Z]{3}$/),
  customer: z
    .object({
      id: z.string().optional(),
      email: z.string().optional(),
      name: z.object({ full: z.string().optional() }).optional(),
    })
    .optional(),
});

const cancelSchema = z.object({ storeId: z.string().optional(), reason: z.string().min(1) });

/** Who the ledger is: its store and channels, and where receipts are said to be. */
export interface LedgerSetup {
  readonly storeId: string;
  readonly channelKey: string;
  readonly paypalChannelKey: string;
  readonly receiptBase: string;
}

const now = (): string => new Date().toISOString();

const channelOf = (key: string, paypal: boolean): SelectedChannel => ({
  type: "TEST",
  id: `channel-${paypal ? "paypal" : "card"}`,
  key,
  name: paypal ? "PayPal" : "KCP card",
  pgProvider: paypal ? "PAYPAL_V2" : "KCP_V2",
  pgMerchantId: "test-merchant",
});

/** A ledger for one store. */
export const createPortOneLedger = (setup: LedgerSetup) => {
  const cardChannel = channelOf(setup.channelKey, false);
  const paypalChannel = channelOf(setup.paypalChannelKey, true);
  const billingKeys = new Map<string, BillingKeyRecord>();
  const payments = new Map<string, PaymentRecord>();
  const approvedCharges = new Map<string, number>();

  const foreignStore = (storeId: string | undefined): LedgerAnswer | undefined =>
    storeId === undefined || storeId === setup.storeId
      ? undefined
      : refusal(403, "FORBIDDEN", "요청이 거절되었습니다.");

  const addBillingKey = (record: Omit<BillingKeyRecord, "billingKey" | "issuedAt">): string => {
    const billingKey = `billing-key-${randomUUID()}`;
    billingKeys.set(billingKey, { ...record, billingKey, issuedAt: now() });
    return billingKey;
  };

  return {
    /** `POST /billing-keys` with `method.card.credential`, on the card channel. */
    issueBillingKey(input: unknown): LedgerAnswer {
      const parsed = issueSchema.safeParse(input);
      if (!parsed.success) return refusal(400, "INVALID_REQUEST", parsed.error.message);
      const { storeId, channelKey, method, customer } = parsed.data;
      const forbidden = foreignStore(storeId);
      if (forbidden) return forbidden;
      if (channelKey !== setup.channelKey) {
        return refusal(404, "CHANNEL_NOT_FOUND", "요청된 채널이 존재하지 않습니다.");
      }
      const { number, expiryYear, expiryMonth } = method.card.credential;
      const verdict = cardVerdict(number, { year: expiryYear, month: expiryMonth });
      if ("refused" in verdict) return pgRefusal(verdict.refused);
      const billingKey = addBillingKey({
        channel: cardChannel,
        card: verdict.card,
        customerId: customer?.id,
        declinesCharges: verdict.declinesCharges,
      });
      return ok({ billingKeyInfo: { billingKey, channels: [cardChannel], issuedAt: now() } });
    },

    /** What the browser SDK leaves behind after PayPal's recurring-setup button. */
    issuePayPalBillingKey: (customerId?: string): string =>
      addBillingKey({
        channel: paypalChannel,
        card: undefined,
        customerId,
        declinesCharges: false,
      }),

    /** `GET /billing-keys/{billingKey}`. */
    billingKeyInfo(billingKey: string, storeId: string | undefined): LedgerAnswer {
      const record = billingKeys.get(billingKey);
      return (
        foreignStore(storeId) ??
        (record
          ? ok(billingKeyInfoJson(record, setup))
          : refusal(404, "BILLING_KEY_NOT_FOUND", "빌링키가 존재하지 않습니다."))
      );
    },

    /** `POST /payments/{paymentId}/billing-key`: a paymentId is paid once, as at PortOne. */
    payWithBillingKey(paymentId: string, input: unknown): LedgerAnswer {
      const parsed = paySchema.safeParse(input);
      if (!parsed.success) return refusal(400, "INVALID_REQUEST", parsed.error.message);
      const body = parsed.data;
      const forbidden = foreignStore(body.storeId);
      if (forbidden) return forbidden;
      const previous = payments.get(paymentId);
      if (previous !== undefined && previous.status !== "FAILED") {
        return refusal(409, "ALREADY_PAID", "결제가 이미 완료되었습니다.");
      }
      const billingKey = billingKeys.get(body.billingKey);
      if (!billingKey) return refusal(404, "BILLING_KEY_NOT_FOUND", "빌링키가 존재하지 않습니다.");
      const at = now();
      const { id, email, name } = body.customer ?? {};
      const customer = {
        ...(id && { id }),
        ...(email && { email }),
        ...(name?.full && { name: name.full }),
      };
      const record: PaymentRecord = {
        id: paymentId,
        transactionId: randomUUID(),
        billingKey,
        orderName: body.orderName,
        total: body.amount.total,
        currency: body.currency,
        customer,
        requestedAt: at,
        status: "PAID",
        statusChangedAt: at,
      };
      payments.set(paymentId, record);
      if (billingKey.declinesCharges) {
        record.status = "FAILED";
        record.failure = PORTONE_TEST_PG_REFUSALS.insufficientFunds;
        return pgRefusal(record.failure);
      }
      record.paidAt = at;
      record.pgTxId = `pg-${randomUUID()}`;
      approvedCharges.set(paymentId, (approvedCharges.get(paymentId) ?? 0) + 1);
      return ok({ payment: { pgTxId: record.pgTxId, paidAt: at } });
    },

    /** `GET /payments/{paymentId}`. */
    payment(paymentId: string, storeId: string | undefined): LedgerAnswer {
      const record = payments.get(paymentId);
      return (
        foreignStore(storeId) ??
        (record
          ? ok(paymentJson(record, setup))
          : refusal(404, "PAYMENT_NOT_FOUND", "결제 건이 존재하지 않습니다."))
      );
    },

    /** `POST /payments/{paymentId}/cancel`, always of the whole payment. */
    cancel(paymentId: string, input: unknown): LedgerAnswer {
      const parsed = cancelSchema.safeParse(input);
      if (!parsed.success) return refusal(400, "INVALID_REQUEST", parsed.error.message);
      const forbidden = foreignStore(parsed.data.storeId);
      if (forbidden) return forbidden;
      const record = payments.get(paymentId);
      if (!record) return refusal(404, "PAYMENT_NOT_FOUND", "결제 건이 존재하지 않습니다.");
      if (record.status === "CANCELLED") {
        return refusal(409, "PAYMENT_ALREADY_CANCELLED", "결제가 이미 취소되었습니다.");
      }
      if (record.status !== "PAID") {
        return refusal(409, "PAYMENT_NOT_PAID", "결제가 완료되지 않았습니다.");
      }
      const cancelledAt = now();
      record.status = "CANCELLED";
      record.statusChangedAt = cancelledAt;
      record.cancellation = { id: randomUUID(), reason: parsed.data.reason, cancelledAt };
      return ok({ cancellation: cancellationJson(record) });
    },

    /** How many times a paymentId was charged successfully. */
    chargesOf: (paymentId: string): number => approvedCharges.get(paymentId) ?? 0,

    /** PortOne's own id of a payment, for webhook bodies. */
    transactionIdOf: (paymentId: string): string | undefined =>
      payments.get(paymentId)?.transactionId,
  };
};
