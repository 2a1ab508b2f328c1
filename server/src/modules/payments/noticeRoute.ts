import { AppError, ErrorCode } from "@orbis/core/errors";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../../deps";
import type { PaymentProvider } from "./providers/paymentProvider";
import { settle } from "./settlement";

/**
 * The `noticeUrl` providers post webhooks to. The signature covers the exact bytes, so the body
 * is read as text; a notice only says which payment changed, and settlement reads the state back
 * from the provider. Each event is taken once (`payment_events`): a repeat answers 200 and does
 * nothing, so a provider that retries is never a second delivery of the item.
 */
export const registerNoticeRoute = async (
  app: FastifyInstance,
  deps: Deps,
  provider: PaymentProvider,
): Promise<void> => {
  await app.register(async (scope) => {
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser(
      "application/json",
      { parseAs: "string", bodyLimit: 64 * 1024 },
      (_r, body, done) => done(null, body),
    );
    scope.post("/pay/payments/notice", { schema: { hide: true } }, async (request) => {
      const rawBody = typeof request.body === "string" ? request.body : "";
      const notice = await provider.verifyNotice({ headers: request.headers, rawBody });
      if (notice === null) throw new AppError(ErrorCode.noticeRejected);
      const payment = await settle(
        deps.db.kysely,
        provider,
        notice.merchantUid,
        deps.clock(),
        notice.eventKey,
      );
      if (payment === undefined)
        request.log.warn({ merchantUid: notice.merchantUid }, "a notice for an unknown payment");
      return { received: true };
    });
  });
};
