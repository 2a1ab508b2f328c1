import type { PaymentStatus } from "@orbis/core/contract";
import { vi } from "vitest";
import { injectFetch } from "../../../testing/apiClient";
import { startTestApp, type TestApp, type TestAppOptions } from "../../../testing/testApp";
import type { TestEngine } from "../../../testing/testDb";
import { paymentRepository } from "../paymentRepository";
import { type CountedTable, paymentsTestRepository } from "./paymentsTestRepository";

/*
 * What the payments tests share: a test app whose outgoing HTTP reaches itself (the sandbox posts
 * its webhooks to the server's own notice URL, as a provider would over the internet), the
 * checkout form as a browser posts it, and a wait for the webhook's effect.
 */

/** The test cards of the sandbox (docs/payments.md). */
export const CARDS = {
  good: "4242-4242-4242-4242",
  declined: "4000-0000-0000-0002",
  expired: "4000-0000-0000-0069",
  failOnce: "4000-0000-0000-0341",
} as const;

/** A card form with a test card number. */
export const cardForm = (cardNumber: string) => ({
  cardNumber,
  expiry: "1230",
  birth: "900101",
  pwdDigit: "12",
});

/** A test app whose webhooks arrive at itself through `inject`. */
export const startPaymentsApp = async (
  engine: TestEngine,
  options: Omit<TestAppOptions, "fetch"> = {},
): Promise<TestApp> => {
  let self: TestApp | undefined;
  const fetch: typeof globalThis.fetch = (input, init) => {
    if (self === undefined) throw new Error("the test app is not started yet");
    return injectFetch(self.app)(input, init);
  };
  self = await startTestApp(engine, { ...options, fetch });
  return self;
};

/** Posts the sandbox checkout form as a browser would; answers where it sends the buyer back. */
export const payAtCheckout = async (
  t: TestApp,
  merchantUid: string,
  fields: Record<string, string>,
): Promise<URL> => {
  const answer = await t.app.inject({
    method: "POST",
    url: "/pay/sandbox/checkout",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({
      merchantUid,
      returnUrl: "/payment?step=done",
      ...fields,
    }).toString(),
  });
  if (answer.statusCode !== 303)
    throw new Error(`checkout answered ${answer.statusCode}: ${answer.body}`);
  return new URL(String(answer.headers.location));
};

/** Waits until the payment's row has `status` (the webhook arrives through the job queue). */
export const statusBecomes = async (
  t: TestApp,
  merchantUid: string,
  status: PaymentStatus,
): Promise<void> => {
  await vi.waitFor(
    async () => {
      const row = await paymentRepository(t.deps.db.kysely).find(merchantUid);
      if (row === undefined) throw new Error(`there is no payment ${merchantUid}`);
      if (row.status !== status) throw new Error(`${merchantUid} is ${row.status}, not ${status}`);
    },
    { timeout: 10_000, interval: 50 },
  );
};

/** How many rows a table has: proof that a refused call wrote nothing. */
export const rowCount = (t: TestApp, table: CountedTable): Promise<number> =>
  paymentsTestRepository(t.deps.db.kysely).rowCount(table);
