import type { Card, SelectedChannel } from "@portone/server-sdk/common";
import type { PgRefusal } from "./portoneTestCards";

/*
 * The test server's records and the JSON PortOne V2 answers about them, in the shapes of the
 * SDK's types and PortOne's openapi.json (`Payment`, `BillingKeyInfo`, `PaymentCancellation`,
 * and errors as `{ type, message }` with their documented statuses).
 */

/** What the server answers: an HTTP status and a JSON body. */
export interface LedgerAnswer {
  readonly status: number;
  readonly body: unknown;
}

/** A 200 answer. */
export const ok = (body: unknown): LedgerAnswer => ({ status: 200, body });

/** PortOne's error answer: `{ type, message }`, plus `pgCode` and `pgMessage` for a PG's. */
export const refusal = (
  status: number,
  type: string,
  message: string,
  extra: Record<string, unknown> = {},
): LedgerAnswer => ({ status, body: { type, message, ...extra } });

/** A card company's refusal: 502 PG_PROVIDER. */
export const pgRefusal = (refused: PgRefusal): LedgerAnswer =>
  refusal(502, "PG_PROVIDER", `[PG] ${refused.pgMessage}`, { ...refused });

/** A billing key the server issued. */
export interface BillingKeyRecord {
  readonly billingKey: string;
  readonly channel: SelectedChannel;
  /** Undefined for PayPal's. */
  readonly card: Card | undefined;
  readonly customerId: string | undefined;
  readonly declinesCharges: boolean;
  readonly issuedAt: string;
}

/** A payment the server took (or refused) with a billing key. */
export interface PaymentRecord {
  readonly id: string;
  readonly transactionId: string;
  readonly billingKey: BillingKeyRecord;
  readonly orderName: string;
  readonly total: number;
  readonly currency: string;
  readonly customer: Readonly<Record<string, string>>;
  readonly requestedAt: string;
  status: "PAID" | "FAILED" | "CANCELLED";
  statusChangedAt: string;
  paidAt?: string;
  pgTxId?: string;
  failure?: PgRefusal;
  cancellation?: { readonly id: string; readonly reason: string; readonly cancelledAt: string };
}

/** Who answers: the store, and where receipts are said to be. */
export interface StoreOf {
  readonly storeId: string;
  readonly receiptBase: string;
}

/** `BillingKeyInfo` of an issued billing key. */
export const billingKeyInfoJson = (record: BillingKeyRecord, store: StoreOf): unknown => ({
  status: "ISSUED",
  billingKey: record.billingKey,
  merchantId: "merchant-test",
  storeId: store.storeId,
  methods: [
    record.card
      ? { type: "BillingKeyPaymentMethodCard", card: record.card }
      : { type: "BillingKeyPaymentMethodPaypal" },
  ],
  channels: [record.channel],
  customer: record.customerId === undefined ? {} : { id: record.customerId },
  issuedAt: record.issuedAt,
});

/** A `SucceededPaymentCancellation` of the whole payment. */
export const cancellationJson = (p: PaymentRecord): unknown =>
  p.cancellation && {
    status: "SUCCEEDED",
    id: p.cancellation.id,
    totalAmount: p.total,
    taxFreeAmount: 0,
    vatAmount: 0,
    reason: p.cancellation.reason,
    cancelledAt: p.cancellation.cancelledAt,
    requestedAt: p.cancellation.cancelledAt,
  };

/** A `Payment`: PaidPayment, FailedPayment or CancelledPayment. */
export const paymentJson = (p: PaymentRecord, store: StoreOf): unknown => ({
  status: p.status,
  id: p.id,
  transactionId: p.transactionId,
  merchantId: "merchant-test",
  storeId: store.storeId,
  ...(p.billingKey.card ? { method: { type: "PaymentMethodCard", card: p.billingKey.card } } : {}),
  channel: p.billingKey.channel,
  version: "V2",
  billingKey: p.billingKey.billingKey,
  requestedAt: p.requestedAt,
  updatedAt: p.statusChangedAt,
  statusChangedAt: p.statusChangedAt,
  orderName: p.orderName,
  amount: {
    total: p.total,
    taxFree: 0,
    discount: 0,
    paid: p.status === "FAILED" ? 0 : p.total,
    cancelled: p.status === "CANCELLED" ? p.total : 0,
    cancelledTaxFree: 0,
  },
  currency: p.currency,
  customer: p.customer,
  ...(p.status === "FAILED"
    ? { failedAt: p.statusChangedAt, failure: { reason: p.failure?.pgMessage, ...p.failure } }
    : {
        paidAt: p.paidAt,
        pgTxId: p.pgTxId,
        receiptUrl: `${store.receiptBase}/receipts/${p.transactionId}`,
        disputes: [],
        cancellations: p.cancellation ? [cancellationJson(p)] : [],
      }),
  ...(p.cancellation ? { cancelledAt: p.cancellation.cancelledAt } : {}),
});
