import type { Deps } from "../../deps";
import { chargeDue } from "./billing";
import type { PaymentProvider } from "./providers/paymentProvider";

/** How often the billing scheduler looks for due charges. */
export const BILLING_INTERVAL_MS = 60_000;

/**
 * The in-process billing scheduler: every minute it charges what is due. Several processes may
 * each run one; `chargeDue` claims every payment with a conditional move, so none is charged
 * twice. Answers a stop function.
 */
export const startBillingScheduler = (
  deps: Deps,
  provider: PaymentProvider,
  intervalMs = BILLING_INTERVAL_MS,
  onError: (error: unknown) => void = () => {},
): (() => Promise<void>) => {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = chargeDue(deps.db.kysely, provider, deps.clock()).catch(onError);
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
};
