import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor } from "../../testing/apiClient";
import { refusalCode } from "../../testing/refusal";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser } from "../../testing/users";
import { PORTONE_TEST_CARDS } from "./providers/portone/testing/portoneTestCards";
import {
  type PortOneTestServer,
  startPortOneTestServer,
} from "./providers/portone/testing/portoneTestServer";
import { cardForm } from "./testing/paymentsTestKit";

describe.each(testEngines)("the payments service on PortOne, on %s", (engine) => {
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

  it("registers a card at PortOne, charges its billing key for a regular order and delivers the plan", async () => {
    const user = await createTestUser(t);
    const api = apiFor(t, user);
    await api.createPayMethod({ body: cardForm(PORTONE_TEST_CARDS.approved) });
    const paper = await api.prepareRegularOrder({
      headers: { langcode: "KO" },
      body: {
        goodsCodes: ["PLAN-PRO-MONTH"],
        appId: "orbis",
        buyerEmail: user.email,
        buyerName: "Buyer",
      },
    });
    expect(paper).toMatchObject({ amount: 19_900, currency: "KRW" });
    const account = await api.getAccount({ headers: { "accept-language": "ko" } });
    expect(account.plan?.type).toBe("PRO");
    expect(account.payment?.status).toBe("COMPLETE");
    const merchantUid = account.payment?.merchantUid ?? "";
    expect(portone.chargesOf(merchantUid)).toBe(1);
    // PortOne's request answers the provider as its `pg`, and the sandbox's pages are not served.
    const request = await api.preparePaymentGoods({
      headers: { langcode: "KO" },
      body: { goodsCodes: ["STORAGE-100GB-MONTH"] },
    });
    expect(request.pg).toBe(portone.options.channelKey);
    expect(
      (await t.app.inject({ url: `/pay/sandbox/checkout?merchantUid=${request.merchantUid}` }))
        .statusCode,
    ).toBe(404);
  });

  it("answers PortOne's card refusal with the catalogue's code and keeps nothing", async () => {
    const user = await createTestUser(t);
    const api = apiFor(t, user);
    expect(
      await refusalCode(api.createPayMethod({ body: cardForm(PORTONE_TEST_CARDS.expired) })),
    ).toBe(120007);
    expect(await api.getPayMethods({ headers: { langcode: "KO" } })).toEqual([]);
  });
});
