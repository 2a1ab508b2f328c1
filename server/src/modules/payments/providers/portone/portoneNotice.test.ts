import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentProvider } from "../paymentProvider";
import { createPortOneProvider } from "./portoneProvider";
import {
  type PortOneTestServer,
  signPortOneWebhook,
  startPortOneTestServer,
} from "./testing/portoneTestServer";

describe("PortOne webhooks", () => {
  let server: PortOneTestServer;
  let provider: PaymentProvider;
  beforeAll(async () => {
    server = await startPortOneTestServer();
    provider = createPortOneProvider(server.options, globalThis.fetch);
  });
  afterAll(() => server.close());

  it("verifies a signed payment event into its payment and event key", async () => {
    const notice = server.notice("Transaction.Paid", "order-notice-1");
    expect(await provider.verifyNotice(notice)).toEqual({
      merchantUid: "order-notice-1",
      eventKey: notice.headers["webhook-id"],
    });
    const again = await provider.verifyNotice(notice);
    expect(again?.eventKey).toBe(notice.headers["webhook-id"]);
  });

  it("refuses a tampered body", async () => {
    const notice = server.notice("Transaction.Paid", "order-notice-2");
    const rawBody = notice.rawBody.replace("order-notice-2", "order-notice-3");
    expect(await provider.verifyNotice({ ...notice, rawBody })).toBeNull();
  });

  it("refuses a body signed with another secret", async () => {
    const rawBody = server.notice("Transaction.Paid", "order-notice-4").rawBody;
    const other = `whsec_${Buffer.from("another secret entirely").toString("base64")}`;
    expect(
      await provider.verifyNotice({ headers: signPortOneWebhook(other, rawBody), rawBody }),
    ).toBeNull();
  });

  it("refuses a stale timestamp, though the signature over it holds", async () => {
    const rawBody = server.notice("Transaction.Paid", "order-notice-5").rawBody;
    const headers = signPortOneWebhook(server.options.webhookSecret, rawBody, {
      timestamp: new Date(Date.now() - 10 * 60_000),
    });
    expect(await provider.verifyNotice({ headers, rawBody })).toBeNull();
  });

  it("refuses a notice without its signature headers", async () => {
    const { rawBody } = server.notice("Transaction.Paid", "order-notice-6");
    expect(await provider.verifyNotice({ headers: {}, rawBody })).toBeNull();
  });

  it("ignores events that are not about a payment", async () => {
    const rawBody = JSON.stringify({
      type: "BillingKey.Issued",
      timestamp: new Date().toISOString(),
      data: { storeId: server.options.storeId, billingKey: "billing-key-1" },
    });
    const headers = signPortOneWebhook(server.options.webhookSecret, rawBody);
    expect(await provider.verifyNotice({ headers, rawBody })).toBeNull();
  });
});
