import { routes } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import { fromMinor, orderCurrency, orderPaperDay, reportMatches } from "@orbis/core/payments";
import type { Deps } from "../../deps";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import { chargeBillingKey } from "./billing";
import { newMerchantUid } from "./delivery";
import { type PlacedOrder, placeOrder } from "./ordering";
import { payMethodRepository } from "./payMethodRepository";
import { paymentRepository } from "./paymentRepository";
import { type PaymentProvider, ProviderRefusal } from "./providers/paymentProvider";
import { provisionRepository } from "./provisionRepository";
import { providerRefusalError } from "./refusals";
import { settleReport } from "./settlement";

/** Refuses an order whose price is not the one the buyer was shown (a price changed meanwhile). */
const checkShownAmount = (order: PlacedOrder, shown: number | undefined): void => {
  const price = fromMinor(order.amountMinor, order.currency);
  const expected = { total: price, currency: order.currency };
  if (shown === undefined || reportMatches(expected, { amount: shown, currency: order.currency }))
    return;
  throw new AppError(ErrorCode.amountMismatch, {
    message: `This order costs ${price} ${order.currency}, not the ${shown} ${order.currency} shown: check the price and order again`,
  });
};

/** Where providers post their webhooks. */
export const noticeUrl = (deps: Deps): string => `${deps.config.publicUrl}/pay/payments/notice`;

/** The payment row of a placed order, before any money moves. */
const paymentRow = (
  order: PlacedOrder,
  fields: {
    userId: string;
    merchantUid: string;
    paymentType: "ONCE" | "REGULAR";
    payMethod: "card" | "paypal";
    payMethodId: string | null;
    provider: string;
    buyer: { email: string; name: string | null };
    status: "PENDING" | "SCHEDULED";
    now: Date;
  },
) => ({
  merchant_uid: fields.merchantUid,
  user_id: fields.userId,
  payment_type: fields.paymentType,
  status: fields.status,
  goods_codes: JSON.stringify(order.goods.map((g) => g.code)),
  order_name: order.orderName,
  currency: order.currency,
  subtotal_minor: order.subtotalMinor,
  discount_minor: order.discountMinor,
  amount_minor: order.amountMinor,
  coupon_id: order.couponId,
  pay_method: fields.payMethod,
  pay_method_id: fields.payMethodId,
  provider: fields.provider,
  buyer_email: fields.buyer.email,
  buyer_name: fields.buyer.name,
  change_kind: order.changeKind,
  period_start: order.periodStart,
  period_end: order.periodEnd,
  scheduled_at: fields.status === "SCHEDULED" ? order.periodStart : null,
  created_at: fields.now,
  updated_at: fields.now,
});

/**
 * The two prepare calls (docs/product/calls.md). Amounts come from the server's price list only; the client
 * names goods, never a sum. A one-off order answers the provider request for the checkout; a
 * regular order is charged to the default method at once (or, for a cheaper plan, scheduled for
 * the running period's end) and answers its order paper.
 */
export const registerPrepareHandlers = (
  host: RouteHost,
  deps: Deps,
  provider: PaymentProvider,
): void => {
  const db = deps.db.kysely;
  const payments = paymentRepository(db);

  const buyerOf = async (userId: string) => {
    const user = await provisionRepository(db).buyer(userId);
    if (user === undefined) throw new AppError(ErrorCode.accountUnverifiable);
    return { email: user.email, name: user.name ?? user.nickname };
  };

  /** Where the provider's browser SDK takes a one-off payment; undefined for the sandbox's pages. */
  const browserCheckoutOf = (payMethod: "card" | "paypal") => {
    try {
      return provider.browserCheckout?.(payMethod);
    } catch (error) {
      // A way to pay the provider does not offer here: the order cannot be placed.
      if (error instanceof ProviderRefusal)
        throw new AppError(ErrorCode.orderRefused, { message: error.message });
      throw error;
    }
  };

  /** An order with nothing to pay (a full coupon) is complete at once, without a provider. */
  const completeFree = async (merchantUid: string, order: PlacedOrder, now: Date) =>
    settleReport(
      db,
      {
        merchantUid,
        providerPaymentId: `free_${merchantUid}`,
        status: "PAID",
        amountMinor: 0,
        currency: order.currency,
        payMethod: "card",
        cardName: null,
        receiptUrl: null,
        failure: null,
      },
      now,
    );

  registerRoute(host, routes.preparePaymentGoods, async (ctx) => {
    const { userId } = asUser(ctx.principal);
    const now = deps.clock();
    const { payMethod } = ctx.body;
    const currency = orderCurrency(payMethod, ctx.body.currency);
    const order = await placeOrder(
      db,
      { userId, goodsCodes: ctx.body.goodsCodes, couponId: ctx.body.couponId, payMethod, currency },
      now,
    );
    checkShownAmount(order, ctx.body.expectedAmount);
    if (order.changeKind === "downgrade")
      throw new AppError(ErrorCode.orderRefused, {
        message:
          "A cheaper plan starts when the running period ends: change it from your subscription",
      });
    const buyer = await buyerOf(userId);
    // Asked before anything is written: a way to pay the provider does not offer is refused.
    const portone = browserCheckoutOf(payMethod);
    const merchantUid = newMerchantUid();
    await payments.insert(
      paymentRow(order, {
        userId,
        merchantUid,
        paymentType: "ONCE",
        payMethod,
        payMethodId: null,
        provider: provider.pg,
        buyer,
        status: "PENDING",
        now,
      }),
    );
    if (order.amountMinor === 0) await completeFree(merchantUid, order, now);
    return {
      pg: provider.pg,
      payMethod,
      merchantUid,
      orderName: order.orderName,
      amount: fromMinor(order.amountMinor, order.currency),
      currency: order.currency,
      buyerEmail: buyer.email,
      buyerName: buyer.name,
      noticeUrl: noticeUrl(deps),
      digital: true,
      ...(portone === undefined ? {} : { portone }),
    };
  });

  const orderInFlight = () =>
    new AppError(ErrorCode.orderRefused, {
      message: "Another order of yours is being paid: wait for it to finish",
    });

  registerRoute(host, routes.prepareRegularOrder, async (ctx) => {
    const { userId } = asUser(ctx.principal);
    const now = deps.clock();
    const method = await payMethodRepository(db).findDefault(userId);
    if (method === undefined) throw new AppError(ErrorCode.payMethodMissing);
    const currency = orderCurrency(method.pay_method, ctx.body.currency);
    const merchantUid = newMerchantUid();
    // Priced and written under the buyer's ordering lock: an order sent twice at once (a double
    // click) is priced the second time only after the first is written, so the second meets it
    // in flight, or finds its plan already running, and is refused instead of charged again.
    const { order, row } = await db.transaction().execute(async (trx) => {
      await paymentRepository(trx).lockOrdering(userId);
      if (await paymentRepository(trx).hasOrderAwaitingDelivery(userId)) throw orderInFlight();
      const placed = await placeOrder(
        trx,
        {
          userId,
          goodsCodes: ctx.body.goodsCodes,
          couponId: ctx.body.couponId,
          payMethod: method.pay_method,
          currency,
        },
        now,
      );
      checkShownAmount(placed, ctx.body.expectedAmount);
      const placedRow = paymentRow(placed, {
        userId,
        merchantUid,
        paymentType: "REGULAR",
        payMethod: method.pay_method,
        payMethodId: method.id,
        provider: provider.pg,
        buyer: { email: ctx.body.buyerEmail, name: ctx.body.buyerName },
        status: placed.changeKind === "downgrade" ? "SCHEDULED" : "PENDING",
        now,
      });
      const inTransaction = paymentRepository(trx);
      if (placed.changeKind === "downgrade")
        await inTransaction.replaceScheduledPlan(userId, {
          ...placedRow,
          card_name: method.card_name,
        });
      else if (!(await inTransaction.insertRegularOrder(placedRow))) throw orderInFlight();
      return { order: placed, row: placedRow };
    });
    const paper = {
      orderName: order.orderName,
      from: orderPaperDay(order.periodStart),
      to: orderPaperDay(order.periodEnd),
      amount: fromMinor(order.amountMinor, order.currency),
      currency: order.currency,
    };
    if (row.status === "SCHEDULED") return paper;
    if (order.amountMinor === 0) {
      await completeFree(merchantUid, order, now);
      return paper;
    }
    const stored = await payments.find(merchantUid);
    if (stored === undefined) throw new AppError(ErrorCode.internal);
    const charged = await chargeBillingKey(db, provider, stored, method, now);
    if (charged.refusal !== null) throw providerRefusalError(charged.refusal);
    return paper;
  });
};
