import { z } from "zod";
import { currencySchema, payMethodSchema, paymentStatusSchema, paymentTypeSchema } from "../enums";
import { isoDaySchema } from "./calendarDay";
import { emailSchema, idSchema, instantSchema, linkSchema } from "./common";
import { amountSchema } from "./payment";
import { storableString } from "./storableText";

/** History page defaults (docs/product/limits.md). */
export const PAYMENT_HISTORY_DEFAULTS = { pageNo: 1, pageSize: 30 } as const;

/** The fixed payments app identifier (docs/product/limits.md) every Orbis client sends. */
export const PAYMENTS_APP_ID = "orbis";

/**
 * Query of `GET /payments/history/{appId}`: pageNo 1 and pageSize 30 unless given; `from` and
 * `to` (YYYY-MM-DD, both ends included, in UTC) keep the payments made in that range.
 */
export const paymentHistoryQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).default(PAYMENT_HISTORY_DEFAULTS.pageNo),
  pageSize: z.coerce.number().int().min(1).max(100).default(PAYMENT_HISTORY_DEFAULTS.pageSize),
  from: isoDaySchema.optional(),
  to: isoDaySchema.optional(),
});

/** `{appId}` path parameter: the fixed payments app identifier. */
export const appIdParamsSchema = z.object({
  appId: z.enum([PAYMENTS_APP_ID], { error: `The payments app id is "${PAYMENTS_APP_ID}"` }),
});

/** `{merchantUid}` path parameter. */
export const merchantUidParamsSchema = z.object({ merchantUid: idSchema });

/** One payment of the history. */
export const paymentHistoryItemSchema = z.object({
  merchantUid: idSchema,
  orderName: storableString(),
  amount: amountSchema,
  currency: currencySchema,
  status: paymentStatusSchema,
  paymentType: paymentTypeSchema,
  payMethod: payMethodSchema,
  cardName: storableString().nullable(),
  createdAt: instantSchema,
  paidAt: instantSchema.nullable(),
  /**
   * Whether its money may be asked back now (core's `refundRefusal`: complete, within the
   * window, not an upgrade, no licence of it delivered), so a client offers only what is granted.
   */
  refundable: z.boolean(),
  /**
   * Why its money may not be asked back now, as the catalogue code the refund call would answer
   * (120010 not refundable, 120014 replaced by a later payment, 120015 a charge of its kind being
   * made), so a client can say why it offers no refund; null when `refundable`.
   */
  refundRefusal: z.union([z.literal(120010), z.literal(120014), z.literal(120015)]).nullable(),
});
/** A payment of the history. */
export type PaymentHistoryItem = z.infer<typeof paymentHistoryItemSchema>;

/** Answer of the history call (docs/product/calls.md: the answer is in `data`): one page and the total. */
export const paymentHistoryPageSchema = z.object({
  list: z.array(paymentHistoryItemSchema),
  total: z.number().int().nonnegative(),
  pageNo: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});

/**
 * A receipt: the payment plus who paid, the amount written for the `langCode` language (core's
 * `formatMoney`), and the provider's receipt page when there is one.
 */
export const receiptSchema = paymentHistoryItemSchema.extend({
  amountText: storableString(),
  buyerName: storableString().nullable(),
  buyerEmail: emailSchema.nullable(),
  receiptUrl: linkSchema.nullable(),
});
/** A receipt. */
export type Receipt = z.infer<typeof receiptSchema>;

/** A charge the billing job will make (items of `data.list` of the scheduled history). */
export const scheduledPaymentSchema = z.object({
  merchantUid: idSchema,
  orderName: storableString(),
  amount: amountSchema,
  currency: currencySchema,
  scheduledAt: instantSchema,
  status: paymentStatusSchema,
});
/** A scheduled payment. */
export type ScheduledPayment = z.infer<typeof scheduledPaymentSchema>;
