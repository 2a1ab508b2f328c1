import { routes } from "@orbis/core/contract";
import { fromMinor, orderCurrency, orderPaperDay } from "@orbis/core/payments";
import type { Deps } from "../../deps";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import { placeOrder } from "./ordering";

/**
 * `POST /pay/order/quote`: the order priced for its buyer by `placeOrder`, the same pricing the
 * prepare calls charge, so the amount a plan-change screen shows is the amount then charged.
 * Nothing is written. A downgrade is charged when the cheaper plan starts (the running period's
 * end, its `periodStart`); anything else at once.
 */
export const registerQuoteHandler = (host: RouteHost, deps: Deps): void => {
  registerRoute(host, routes.quoteOrder, async (ctx) => {
    const { userId } = asUser(ctx.principal);
    const now = deps.clock();
    const { payMethod, goodsCodes, couponId } = ctx.body;
    const currency = orderCurrency(payMethod, ctx.body.currency);
    const order = await placeOrder(
      deps.db.kysely,
      { userId, goodsCodes, couponId, payMethod, currency },
      now,
    );
    const chargedAt = order.changeKind === "downgrade" ? order.periodStart : now;
    return {
      orderName: order.orderName,
      changeKind: order.changeKind,
      subtotal: fromMinor(order.subtotalMinor, order.currency),
      discount: fromMinor(order.discountMinor, order.currency),
      amount: fromMinor(order.amountMinor, order.currency),
      currency: order.currency,
      from: orderPaperDay(order.periodStart),
      to: orderPaperDay(order.periodEnd),
      chargedAt: chargedAt.toISOString(),
    };
  });
};
