import { routes } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import type { Deps } from "../../deps";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import { paymentRepository } from "./paymentRepository";
import { historyItemView, receiptView, scheduledView } from "./paymentViews";
import type { PaymentProvider } from "./providers/paymentProvider";
import { refundJudge, requestRefund } from "./refunds";

/** A merchantUid the caller has no payment of: the same answer whether it exists or not. */
const noSuchPayment = () => new AppError(ErrorCode.paymentNotFound);

/** History, receipts, scheduled charges and refund requests: the caller's own payments only. */
export const registerHistoryHandlers = (
  host: RouteHost,
  deps: Deps,
  provider: PaymentProvider,
): void => {
  const payments = paymentRepository(deps.db.kysely);

  registerRoute(host, routes.getPaymentHistory, async (ctx) => {
    const { userId } = asUser(ctx.principal);
    const { pageNo, pageSize, from, to } = ctx.query;
    if (from !== undefined && to !== undefined && from > to)
      throw new AppError(ErrorCode.badRequest, {
        message: `The range starts (${from}) after it ends (${to})`,
      });
    const page = await payments.history(userId, { pageNo, pageSize, from, to });
    const judge = await refundJudge(deps.db.kysely, userId, page.rows, deps.clock());
    return {
      list: page.rows.map((row) => historyItemView(row, judge(row)?.code ?? null)),
      total: page.total,
      pageNo,
      pageSize,
    };
  });

  registerRoute(host, routes.getPaymentReceipt, async (ctx) => {
    const { userId } = asUser(ctx.principal);
    const row = await payments.findOwn(userId, ctx.params.merchantUid);
    if (row === undefined || row.status === "SCHEDULED") throw noSuchPayment();
    const judge = await refundJudge(deps.db.kysely, userId, [row], deps.clock());
    return receiptView(row, ctx.headers.langcode, judge(row)?.code ?? null);
  });

  registerRoute(host, routes.getScheduledPayments, async (ctx) => {
    const { userId } = asUser(ctx.principal);
    const rows = await payments.scheduled(userId);
    return { list: rows.map(scheduledView), total: rows.length };
  });

  registerRoute(host, routes.requestRefund, async (ctx) => {
    const { userId } = asUser(ctx.principal);
    const row = await payments.findOwn(userId, ctx.params.merchantUid);
    if (row === undefined || row.status === "SCHEDULED") throw noSuchPayment();
    const refunded = await requestRefund(deps.db.kysely, provider, row, deps.clock());
    // Refunded (or being refunded): there is nothing more to ask back.
    return receiptView(refunded, ctx.headers.langcode, ErrorCode.refundNotAllowed);
  });
};
