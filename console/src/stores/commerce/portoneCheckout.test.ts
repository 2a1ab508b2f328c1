// @vitest-environment node

import { freshEmail, registerAccount, type TestAccount } from "@orbis/testkit/accounts";
import { type PortOneDouble, startPortOne } from "@orbis/testkit/portone";
import { type RunningServer, startServer } from "@orbis/testkit/serverProcess";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorText } from "../../api/errorText";
import { testRootStore } from "../../testing/testRootStore";
import { PlanChangeStore } from "./PlanChangeStore";
import { StorageOptionsStore } from "./StorageOptionsStore";

/*
 * One-off payments in PortOne's window, on a real Orbis server configured for PortOne. The
 * browser SDK is the kit's double of `requestPayment` (it checks what PortOne needs, records it,
 * sends PortOne's signed webhook and answers or redirects as PortOne documents); the server reads
 * the payment back from the kit's PortOne API and settles it, and the screens' stores read the
 * way back from the server.
 */

const GB = 1024 ** 3;
let portone: PortOneDouble;
let server: RunningServer;
beforeAll(async () => {
  portone = await startPortOne();
  server = await startServer({ env: portone.env });
});
afterAll(async () => {
  await server?.stop();
  await portone?.close();
});

/** A buyer signed in on the PortOne server, with where the store sent the browser kept. */
const buyer = async (label: string) => {
  const account: TestAccount = await registerAccount(
    server.origin,
    server.dataDir,
    freshEmail(label),
  );
  const { store, translator } = await testRootStore({ origin: server.origin });
  await store.auth.setSession(account);
  const assigned: string[] = [];
  const refusalText = (error: unknown) =>
    errorText(translator.i18n.t.bind(translator.i18n), error, { serverWords: true });
  return { root: store, assigned, refusalText };
};

type Buyer = Awaited<ReturnType<typeof buyer>>;

/** The storage options on the usage screen of `signedIn`, paying through PortOne's SDK double. */
const storageOptions = async (signedIn: Buyer, sdk: ReturnType<PortOneDouble["sdk"]>) => {
  const storage = new StorageOptionsStore({
    api: signedIn.root.api,
    language: () => signedIn.root.ui.language,
    currency: () => signedIn.root.ui.currency,
    assign: (path) => signedIn.assigned.push(path),
    refusalText: signedIn.refusalText,
    sleep: () => new Promise((resolve) => setTimeout(resolve, 100)),
    portone: { loadPortOne: async () => sdk, origin: () => server.origin },
  });
  return storage;
};

describe("a one-off payment in PortOne's window", () => {
  it("buys storage by card: PortOne's answer leads back to the page, where the payment settles", async () => {
    const signedIn = await buyer("portone-card");
    const { root, assigned } = signedIn;
    const storage = await storageOptions(signedIn, portone.sdk({ does: "pays" }));
    await storage.load(new URLSearchParams());
    storage.terms.toggleAll();
    const month = storage.offers.find((o) => o.goodsCode === "STORAGE-100GB-MONTH");
    if (month === undefined) throw new Error("no monthly storage option");
    const before = await root.api.getStorageUsage();

    expect(await storage.buy(month, "/mypage/usage")).toBeNull();
    const asked = portone.requests.at(-1);
    expect(asked).toMatchObject({
      storeId: portone.storeId,
      channelKey: portone.channelKey,
      payMethod: "CARD",
      currency: "USD",
      totalAmount: Math.round(month.price * 100),
      redirectUrl: `${server.origin}/mypage/usage`,
      noticeUrls: [`${server.origin}/pay/payments/notice`],
    });
    expect(asked?.paymentId).toMatch(/\S/);
    expect(assigned).toEqual([`/mypage/usage?paymentId=${asked?.paymentId}`]);

    // The browser is back on the usage screen: the screen's new store reads the address.
    const back = await storageOptions(signedIn, portone.sdk({ does: "pays" }));
    await back.load(new URL(assigned[0] ?? "", server.origin).searchParams);
    expect(back.purchase).toEqual({
      kind: "paid",
      merchantUid: asked?.paymentId,
      orderName: expect.stringMatching(/\S/),
    });
    const after = await root.api.getStorageUsage();
    expect(after.planStorageSize - before.planStorageSize).toBe(100 * GB);
  });

  it("says a window the buyer closed in the catalogue's words, and charges nothing", async () => {
    const signedIn = await buyer("portone-closed");
    const { root, assigned } = signedIn;
    const storage = await storageOptions(signedIn, portone.sdk({ does: "closesTheWindow" }));
    await storage.load(new URLSearchParams());
    storage.terms.toggleAll();
    const pass = storage.offers[0];
    if (pass === undefined) throw new Error("no storage option");
    expect(await storage.buy(pass, "/mypage/usage")).toBeNull();
    expect(storage.purchase).toEqual({
      kind: "refused",
      message: "The payment was cancelled before it was made; nothing was charged",
    });
    expect(assigned).toEqual([]);
    const paymentId = portone.requests.at(-1)?.paymentId ?? "";
    const receipt = await root.api.getPaymentReceipt({
      params: { merchantUid: paymentId },
      headers: { langcode: "EN" },
    });
    expect(receipt.status).toBe("PENDING");
  });

  it("pays a plan by PayPal on PortOne's PayPal channel, back by PortOne's redirect on a phone", async () => {
    const { root, refusalText } = await buyer("portone-paypal");
    const redirected: string[] = [];
    const sdk = portone.sdk({ does: "pays", on: "phone", navigate: (url) => redirected.push(url) });
    const planChange = () =>
      new PlanChangeStore(
        {
          api: root.api,
          language: () => root.ui.language,
          currency: () => root.ui.currency,
          user: () => root.auth.user,
          signIn: () => {},
          assign: () => {
            throw new Error("PayPal through PortOne leaves by PortOne's own redirect");
          },
          refusalText,
          sleep: () => new Promise((resolve) => setTimeout(resolve, 100)),
          portone: { loadPortOne: async () => sdk, origin: () => server.origin },
        },
        "YEAR",
      );
    const plans = planChange();
    await plans.load(new URLSearchParams("plan=pro"));
    await plans.setPayMethod("paypal");
    await plans.payByPayPal("/payment/yearly");
    expect(portone.requests.at(-1)).toMatchObject({
      channelKey: portone.paypalChannelKey,
      payMethod: "PAYPAL",
      currency: "USD",
      redirectUrl: `${server.origin}/payment/yearly?plan=pro&method=paypal`,
    });
    expect(redirected).toHaveLength(1);
    const back = new URL(redirected[0] ?? "");
    expect(back.searchParams.get("paymentId")).toBe(portone.requests.at(-1)?.paymentId);

    const returned = planChange();
    await returned.load(back.searchParams);
    expect(returned.outcome).toMatchObject({ kind: "paid", goods: "Pro (yearly)" });
    expect(returned.currentPlanId).toBe("pro");
    // Back from PayPal, PayPal is still the way chosen.
    expect(returned.payMethod).toBe("paypal");
  });
});
