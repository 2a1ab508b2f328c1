import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor } from "../../testing/apiClient";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser } from "../../testing/users";
import { ProviderRefusal } from "./providers/paymentProvider";
import { createPortOneProvider } from "./providers/portone/portoneProvider";
import {
  type PortOneTestServer,
  startPortOneTestServer,
} from "./providers/portone/testing/portoneTestServer";

/*
 * A one-off order with PortOne configured answers where PortOne's browser SDK takes the payment:
 * the store, and the channel of the way to pay (the card's, or PayPal's). The console hands
 * them to `requestPayment`; the sandbox answers none (its own pages take the payment).
 */

describe.each(testEngines)("PortOne's browser checkout in the prepare answer, on %s", (engine) => {
  let portone: PortOneTestServer;
  let t: TestApp;
  beforeAll(async () => {
    portone = await startPortOneTestServer();
    const { options } = portone;
    t = await startTestApp(engine, {
      env: {
        PORTONE_API_SECRET: options.apiSecret,
        PORTONE_STORE_ID: options.storeId,
        PORTONE_CHANNEL_KEY: options.channelKey,
        PORTONE_PAYPAL_CHANNEL_KEY: options.paypalChannelKey,
        PORTONE_WEBHOOK_SECRET: options.webhookSecret,
        PORTONE_API_URL: options.apiUrl,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await portone?.close();
  });

  it("names the store and the card channel for a card, the PayPal channel for PayPal", async () => {
    const api = apiFor(t, await createTestUser(t));
    const card = await api.preparePaymentGoods({
      headers: { langcode: "EN" },
      body: { goodsCodes: ["STORAGE-100GB-MONTH"], currency: "USD" },
    });
    expect(card).toMatchObject({
      payMethod: "card",
      currency: "USD",
      portone: { storeId: portone.options.storeId, channelKey: portone.options.channelKey },
    });
    const paypal = await api.preparePaymentGoods({
      headers: { langcode: "EN" },
      body: { goodsCodes: ["STORAGE-100GB-MONTH"], payMethod: "paypal" },
    });
    expect(paypal).toMatchObject({
      payMethod: "paypal",
      currency: "USD",
      portone: { storeId: portone.options.storeId, channelKey: portone.options.paypalChannelKey },
    });
    expect(paypal.merchantUid).not.toBe(card.merchantUid);
  });

  it("refuses PayPal where no PayPal channel is configured", async () => {
    const provider = createPortOneProvider(
      { ...portone.options, paypalChannelKey: undefined },
      globalThis.fetch,
    );
    expect(provider.browserCheckout?.("card")).toEqual({
      storeId: portone.options.storeId,
      channelKey: portone.options.channelKey,
    });
    expect(() => provider.browserCheckout?.("paypal")).toThrow(ProviderRefusal);
  });
});

describe.each(testEngines)("the sandbox's prepare answer, on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t?.close());

  it("names no PortOne checkout: the sandbox's own pages take the payment", async () => {
    const api = apiFor(t, await createTestUser(t));
    const request = await api.preparePaymentGoods({
      headers: { langcode: "EN" },
      body: { goodsCodes: ["STORAGE-100GB-MONTH"] },
    });
    expect(request.pg).toBe("orbis-sandbox");
    expect(request).not.toHaveProperty("portone");
  });
});
