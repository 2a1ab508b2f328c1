import { z } from "zod";
import {
  currencySchema,
  goodsKindSchema,
  payMethodSchema,
  paymentStatusSchema,
  paymentTypeSchema,
} from "../enums";
import { yyyymmddSchema } from "./calendarDay";
import { emailSchema, idSchema, instantSchema, linkSchema } from "./common";
import { storableString } from "./storableText";

/** A price or a charge in its currency's units (won have no decimals, dollars have cents). */
export const amountSchema = z.number().nonnegative();

/** Product codes of the pricing catalogue. */
export const goodsCodesSchema = z.array(storableString().min(1).max(64)).min(1).max(20);

/**
 * A registered payment method. Only the provider's billing key is stored (docs/architecture.md#rules-never-broken); this is
 * what may be shown. `cardName` is `paypal` for PayPal, which means the plan is paid in USD.
 */
export const payMethodInfoSchema = z.object({
  paymentsMethodsId: idSchema,
  payMethod: payMethodSchema,
  cardName: storableString().min(1),
  maskedNumber: storableString().nullable(),
  isDefault: z.boolean(),
  createdAt: instantSchema,
});
/** A registered payment method. */
export type PayMethodInfo = z.infer<typeof payMethodInfoSchema>;

/** Answer of `POST /pay-method` (docs/product/entities.md: paymentsMethodsId). */
export const payMethodCreatedSchema = z.object({ paymentsMethodsId: idSchema });

/** `{paymentsMethodsId}` path parameter. */
export const payMethodParamsSchema = z.object({ paymentsMethodsId: idSchema });

/** The subscription's current payment, as shown in account info. */
export const subscriptionPaymentSchema = z.object({
  merchantUid: idSchema,
  paymentType: paymentTypeSchema,
  status: paymentStatusSchema,
  amount: amountSchema,
  currency: currencySchema,
  paidAt: instantSchema.nullable(),
  nextPaymentAt: instantSchema.nullable(),
});
/** A subscription payment. */
export type SubscriptionPayment = z.infer<typeof subscriptionPaymentSchema>;

/**
 * Where PortOne's browser SDK takes a one-off payment: the store, and the channel of the chosen
 * way to pay (the card channel, or the PayPal one). Present only when PortOne is the provider.
 */
export const portoneCheckoutSchema = z.object({
  storeId: storableString().min(1).max(200),
  channelKey: storableString().min(1).max(200),
});
/** A PortOne checkout's store and channel. */
export type PortOneCheckout = z.infer<typeof portoneCheckoutSchema>;

/**
 * Answer of `POST /payments/prepare/goods`: the request handed to the provider's browser script
 * (docs/product/entities.md). The amount is computed by the server; the client never chooses it. `portone` says
 * where PortOne's SDK takes the payment; without it the provider is the built-in sandbox.
 */
export const paymentRequestSchema = z.object({
  pg: storableString().min(1),
  payMethod: payMethodSchema,
  merchantUid: idSchema,
  orderName: storableString().min(1),
  amount: amountSchema,
  currency: currencySchema,
  buyerEmail: emailSchema.nullable(),
  buyerName: storableString().nullable(),
  noticeUrl: linkSchema,
  digital: z.boolean(),
  portone: portoneCheckoutSchema.optional(),
});
/** A payment-provider request. */
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;

/**
 * Body of `POST /payments/prepare/goods`. `couponId` names a coupon the buyer holds, spent on this
 * payment when its rules allow; `payMethod` chooses card (KRW or USD) or PayPal (USD only).
 */
export const prepareGoodsBodySchema = z.object({
  goodsCodes: goodsCodesSchema,
  /**
   * The amount the buyer was shown, checked against the server's own (120005 when they differ,
   * say after a price change); it is never what is charged.
   */
  expectedAmount: amountSchema.optional(),
  couponId: idSchema.optional(),
  payMethod: payMethodSchema.default("card"),
  currency: currencySchema.optional(),
});

/** Body of `POST /order/regular/prepare` (docs/product/calls.md). */
export const regularPrepareBodySchema = z.object({
  goodsCodes: goodsCodesSchema,
  /** The amount the buyer was shown, checked against the server's own; never what is charged. */
  expectedAmount: amountSchema.optional(),
  appId: idSchema,
  buyerEmail: emailSchema,
  buyerName: storableString().min(1).max(100),
  buyerTel: storableString()
    .regex(/^\+?[0-9][0-9 -]{5,19}$/, "Match the requested format.")
    .optional(),
  couponId: idSchema.optional(),
  /** The currency a card is charged in; PayPal is always USD. KRW unless given. */
  currency: currencySchema.optional(),
});

/** The order paper (docs/product/entities.md): what a recurring order will charge and for which period. */
export const orderPaperSchema = z.object({
  orderName: storableString().min(1),
  from: yyyymmddSchema,
  to: yyyymmddSchema,
  amount: amountSchema,
  currency: currencySchema,
});
/** An order paper. */
export type OrderPaper = z.infer<typeof orderPaperSchema>;

/** A product of the price list as buyers see it: its code to order, its prices in major units. */
export const goodsItemSchema = z.object({
  code: storableString().min(1).max(64),
  kind: goodsKindSchema,
  name: storableString().min(1),
  /** The plan or hosting tier it gives; null for storage and licences. */
  planId: idSchema.nullable(),
  periodUnit: z.enum(["DAY", "MONTH", "YEAR"]),
  periodCount: z.number().int().positive(),
  prices: z.object({ KRW: amountSchema.optional(), USD: amountSchema.optional() }),
  storageBytes: z.number().int().nonnegative().nullable(),
  licenceCount: z.number().int().positive().nullable(),
});
/** A product of the price list. */
export type GoodsItem = z.infer<typeof goodsItemSchema>;

/**
 * Body of `POST /order/quote`: the order a buyer is looking at, priced without charging anything
 * (the plan-change screen shows it before paying).
 */
export const quoteBodySchema = z.object({
  goodsCodes: goodsCodesSchema,
  couponId: idSchema.optional(),
  payMethod: payMethodSchema.default("card"),
  currency: currencySchema.optional(),
});

/** How an order changes what the buyer holds (core's `ChangeKind`). */
export const changeKindSchema = z.enum(["new", "upgrade", "downgrade", "item"]);

/**
 * Answer of `POST /order/quote`: what the order would charge, computed by the server the way the
 * prepare calls compute it. An upgrade is the prorated rest of the running period; a downgrade
 * charges `amount` at `chargedAt`, the running period's end, when the cheaper plan starts.
 */
export const orderQuoteSchema = z.object({
  orderName: storableString().min(1),
  changeKind: changeKindSchema,
  subtotal: amountSchema,
  discount: amountSchema,
  amount: amountSchema,
  currency: currencySchema,
  from: yyyymmddSchema,
  to: yyyymmddSchema,
  chargedAt: instantSchema,
});
/** A priced order, before paying. */
export type OrderQuote = z.infer<typeof orderQuoteSchema>;
