import type { Deps } from "../../deps";
import type { RouteHost } from "../../http/registerRoute";
import { registerGoodsHandlers } from "./goodsHandlers";
import { registerHistoryHandlers } from "./historyHandlers";
import { registerNoticeRoute } from "./noticeRoute";
import { registerPayMethodHandlers } from "./payMethodHandlers";
import { registerPrepareHandlers } from "./prepareHandlers";
import type { PaymentProvider } from "./providers/paymentProvider";
import { createPortOneProvider } from "./providers/portone/portoneProvider";
import { registerSandboxCheckout } from "./providers/sandbox/checkoutRoutes";
import { createSandboxProvider } from "./providers/sandbox/sandboxProvider";
import { registerQuoteHandler } from "./quoteHandler";
import { registerRenewalHandler } from "./renewalHandler";
import { startBillingScheduler } from "./scheduler";

export { accountPayment } from "./accountPayment";
export { chargeDue } from "./billing";
export { goodsRepository } from "./goodsRepository";
export { type PaymentRow, paymentRepository } from "./paymentRepository";

/**
 * Registers the payments service (`/pay`, docs/product/calls.md) on its provider: the built-in sandbox by
 * default (docs/architecture.md#parts-that-must-be-real), with its checkout pages, or PortOne when `PORTONE_*` is configured; the webhook route; and the billing scheduler
 * that charges renewals.
 */
export const registerPayments = async (host: RouteHost, deps: Deps): Promise<PaymentProvider> => {
  const sandbox = createSandboxProvider(deps.db.kysely, deps.secret, deps.clock);
  const provider: PaymentProvider =
    deps.config.portone === undefined
      ? sandbox
      : createPortOneProvider(deps.config.portone, deps.fetch);
  registerGoodsHandlers(host, deps);
  registerPrepareHandlers(host, deps, provider);
  registerQuoteHandler(host, deps);
  registerRenewalHandler(host, deps);
  registerHistoryHandlers(host, deps, provider);
  registerPayMethodHandlers(host, deps, provider);
  await registerNoticeRoute(host.app, deps, provider);
  // The sandbox's checkout pages exist only where the sandbox takes the payments.
  if (provider === sandbox) await registerSandboxCheckout(host.app, deps, sandbox);
  let stop: (() => Promise<void>) | undefined;
  host.app.addHook("onReady", async () => {
    // Rounds run on the processes that run jobs (see `jobWorkers`).
    if (!deps.config.jobWorkers) return;
    stop = await startBillingScheduler(deps, provider, {
      onError: (error) =>
        host.app.log.error(
          { err: error },
          "the billing scheduler failed; it tries again next minute",
        ),
    });
  });
  host.app.addHook("onClose", async () => {
    await stop?.();
  });
  return provider;
};
