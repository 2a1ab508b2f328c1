import { safeReturnPath } from "@orbis/core/auth";
import { AppError, ErrorCode } from "@orbis/core/errors";
import {
  formatMoney,
  fromMinor,
  isPaymentStatusIn,
  payMethodCardBodySchema,
} from "@orbis/core/payments";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../../../../deps";
import { paymentRepository } from "../../paymentRepository";
import { noticeUrl } from "../../prepareHandlers";
import { CARD_FIELD_LABELS, checkoutPage } from "./checkoutPage";
import type { SandboxProvider } from "./sandboxProvider";

/** The job that posts a sandbox webhook; retried like a provider retries a notice. */
export const SANDBOX_NOTICE_JOB = "sandbox-notice";

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/**
 * What is wrong with a posted card, by the rule `POST /pay/pay-method` reads a card with
 * (core's card form), naming the field and the form's code (10400); null when nothing is.
 */
const cardFormProblem = (card: Record<string, string>): string | null => {
  const checked = payMethodCardBodySchema.safeParse(card);
  if (checked.success) return null;
  const issue = checked.error.issues[0];
  const field = String(issue?.path[0] ?? "");
  return `${CARD_FIELD_LABELS[field] ?? field}: ${issue?.message ?? "Match the requested format."} (10400)`;
};

/**
 * The sandbox provider's browser side (docs/architecture.md#parts-that-must-be-real): the checkout page a buyer pays on, the
 * PayPal approval, and the return to the console the way PortOne returns (`paymentId`, and
 * `code`/`message` on failure). The webhook follows through the job queue, so it is retried until
 * the server takes it.
 */
export const registerSandboxCheckout = async (
  app: FastifyInstance,
  deps: Deps,
  sandbox: SandboxProvider,
): Promise<void> => {
  const payments = paymentRepository(deps.db.kysely);

  deps.jobs.register<{ merchantUid: string }>(SANDBOX_NOTICE_JOB, async ({ merchantUid }) => {
    const payment = await sandbox.findPayment(merchantUid);
    if (payment === null) return;
    const notice = sandbox.notice(payment);
    const answer = await deps.fetch(noticeUrl(deps), {
      method: "POST",
      headers: notice.headers,
      body: notice.body,
    });
    if (!answer.ok) throw new Error(`The notice URL answered ${answer.status}`);
  });

  /** The order of a checkout, or a 404 when it is not one awaiting payment here. */
  const openOrder = async (merchantUid: string) => {
    const row = await payments.find(merchantUid);
    if (
      row === undefined ||
      row.provider !== sandbox.pg ||
      row.payment_type !== "ONCE" ||
      !isPaymentStatusIn("checkoutOpen", row.status)
    )
      throw new AppError(ErrorCode.paymentNotFound, {
        message: "There is no payment awaiting checkout with this merchantUid",
      });
    return row;
  };

  const page = (row: Awaited<ReturnType<typeof openOrder>>, returnUrl: string, error?: string) =>
    checkoutPage({
      merchantUid: row.merchant_uid,
      orderName: row.order_name,
      amountText: formatMoney(
        fromMinor(Number(row.amount_minor), row.currency),
        row.currency,
        "en",
      ),
      payMethod: row.pay_method,
      returnUrl,
      ...(error === undefined ? {} : { error }),
    });

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get("/pay/sandbox/checkout", { schema: { hide: true } }, async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      // Only a path on this server: the checkout must never send a buyer elsewhere.
      const returnUrl = safeReturnPath(query.returnUrl);
      const row = await openOrder(text(query.merchantUid));
      return reply
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-store")
        .send(page(row, returnUrl));
    });

    scope.post("/pay/sandbox/checkout", { schema: { hide: true } }, async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, unknown>;
      const returnUrl = safeReturnPath(form.returnUrl);
      const row = await openOrder(text(form.merchantUid));
      const charge = {
        merchantUid: row.merchant_uid,
        amountMinor: Number(row.amount_minor),
        currency: row.currency,
      };
      const card = {
        cardNumber: text(form.cardNumber),
        expiry: text(form.expiry),
        birth: text(form.birth),
        pwdDigit: text(form.pwdDigit),
      };
      // A card the form itself refuses (an expiry that is no month, say) is never charged: the
      // page comes back with what is wrong, as a browser's own check would have said.
      const problem = row.pay_method === "card" ? cardFormProblem(card) : null;
      if (problem !== null)
        return reply
          .code(400)
          .type("text/html; charset=utf-8")
          .header("cache-control", "no-store")
          .send(page(row, returnUrl, problem));
      const result =
        row.pay_method === "paypal"
          ? await sandbox.payByPayPal(charge, text(form.approve) === "yes")
          : await sandbox.payByCard(charge, card);
      await deps.jobs.enqueue(
        SANDBOX_NOTICE_JOB,
        { merchantUid: row.merchant_uid },
        { attempts: 5 },
      );
      const back = new URL(returnUrl, deps.config.publicUrl);
      back.searchParams.set("paymentId", row.merchant_uid);
      if (result.status !== "PAID") {
        back.searchParams.set("code", "FAILURE_TYPE_PG");
        back.searchParams.set("message", result.failure ?? "The payment failed");
      }
      return reply.redirect(back.toString(), 303);
    });
  });
};
