// @vitest-environment node

import type { PaymentHistoryItem } from "@orbis/core/contract";
import { REFUND_WINDOW_MS } from "@orbis/core/payments";
import { subscribeTo } from "@orbis/testkit/accounts";
import { apiOn, registerAccount, type TestAccount } from "@orbis/testkit/vitest/sharedServer";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { signedInStore } from "../../testing/signedInStore";
import { type TestRootStore, testRootStore } from "../../testing/testRootStore";
import { PurchaseStore } from "./PurchaseStore";

/*
 * The purchase store against the real server (its sandbox provider): an account that paid for
 * PRO once, by the kit's `subscribeTo`, has a completed payment, its receipt and its renewal.
 * Refunds take an account of their own, since a refund changes the history.
 */

/** An account on PRO, its payment COMPLETE (the webhook settles it through the job queue). */
const payingAccount = async (label: string): Promise<TestAccount> => {
  const account = await registerAccount(label);
  const api = apiOn(account);
  await subscribeTo(api, "PLAN-PRO-MONTH", { email: account.email });
  await vi.waitFor(
    async () => {
      const { list } = await api.getPaymentHistory({ params: { appId: "orbis" }, query: {} });
      expect(list.map((p) => p.status)).toEqual(["COMPLETE"]);
    },
    { timeout: 15_000, interval: 100 },
  );
  return account;
};

const purchases = (t: TestRootStore, now: () => number = Date.now) =>
  new PurchaseStore({ api: t.store.api, ui: t.store.ui, now, log: () => {} });

let paid: TestAccount;
let refunder: TestAccount;
beforeAll(async () => {
  [paid, refunder] = await Promise.all([payingAccount("purchases"), payingAccount("refunds")]);
});

describe("PurchaseStore", () => {
  it("reads the first page of 30 with the payment, and offers its refund within 7 days only", async () => {
    const t = await signedInStore(paid, "/mypage/purchase");
    const store = purchases(t);
    await store.loadHistory(1);
    expect(store.historyState).toBe("ready");
    expect(store.query).toEqual({ pageNo: 1, pageSize: 30 });
    expect(t.sent.at(-1)?.path).toBe("/pay/payments/history/orbis");
    expect(store.total).toBe(1);
    expect(store.pageCount).toBe(1);
    const [payment] = store.payments as [PaymentHistoryItem];
    expect(payment).toMatchObject({
      orderName: "Pro (monthly)",
      amount: 19_900,
      currency: "KRW",
      status: "COMPLETE",
      payMethod: "card",
      cardName: "Sandbox Visa",
    });
    expect(store.canRefund(payment)).toBe(true);

    const paidAt = Date.parse(payment.paidAt ?? "");
    const later = purchases(t, () => paidAt + REFUND_WINDOW_MS + 1);
    expect(later.canRefund(payment)).toBe(false);
    expect(store.canRefund({ ...payment, status: "REFUND_COMPLETE" })).toBe(false);
    expect(store.canRefund({ ...payment, refundable: false })).toBe(false);
  });

  it("pages through the history: a page past the payments is empty, the count stays", async () => {
    const t = await signedInStore(paid, "/mypage/purchase");
    const store = purchases(t);
    await store.loadHistory(2);
    expect(store.query).toEqual({ pageNo: 2, pageSize: 30 });
    expect([store.historyState, store.payments, store.total, store.pageCount]).toEqual([
      "ready",
      [],
      1,
      1,
    ]);
    await store.loadHistory(1);
    expect(store.payments).toHaveLength(1);
  });

  it("marks each part failed when the server does not answer, and loads again on retry", async () => {
    // A closed port: the calls fail on the network, as with the connection gone.
    const t = await testRootStore();
    const logged: string[] = [];
    const store = new PurchaseStore({
      api: t.store.api,
      ui: t.store.ui,
      now: Date.now,
      log: (message) => logged.push(message),
    });
    await Promise.all([store.loadHistory(1), store.loadScheduled()]);
    expect([store.historyState, store.scheduledState]).toEqual(["failed", "failed"]);
    expect([...logged].sort()).toEqual([
      "Loading the payment history failed",
      "Loading the scheduled payments failed",
    ]);
    const retry = store.loadHistory();
    expect(store.historyState).toBe("loading");
    await retry;
    expect(store.historyState).toBe("failed");
  });

  it("reads a receipt in the interface language (langCode EN)", async () => {
    const t = await signedInStore(paid, "/mypage/purchase");
    const store = purchases(t);
    await store.loadHistory();
    const merchantUid = store.payments[0]?.merchantUid ?? "";
    const opening = store.openReceipt(merchantUid);
    expect(store.receipt).toEqual({ merchantUid, state: "loading", receipt: null });
    await opening;
    expect(store.receipt?.state).toBe("ready");
    expect(store.receipt?.receipt).toMatchObject({
      merchantUid,
      amountText: "19,900 KRW",
      buyerEmail: paid.email,
      status: "COMPLETE",
    });
    expect(t.sent.at(-1)?.headers.get("langcode")).toBe("EN");
    store.closeReceipt();
    expect(store.receipt).toBeNull();
  });

  it("says when a receipt cannot be read", async () => {
    const t = await signedInStore(paid, "/mypage/purchase");
    const store = purchases(t);
    await store.openReceipt("no-such-payment");
    expect(store.receipt).toEqual({
      merchantUid: "no-such-payment",
      state: "failed",
      receipt: null,
    });
  });

  it("lists the plan's renewal among the scheduled payments", async () => {
    const t = await signedInStore(paid, "/mypage/purchase");
    const store = purchases(t);
    await store.loadScheduled();
    expect(store.scheduledState).toBe("ready");
    expect(store.scheduled).toHaveLength(1);
    expect(store.scheduled[0]).toMatchObject({
      orderName: "Pro (monthly)",
      amount: 19_900,
      currency: "KRW",
      status: "SCHEDULED",
    });
    expect(Date.parse(store.scheduled[0]?.scheduledAt ?? "")).toBeGreaterThan(Date.now());
  });

  it("refunds a fresh payment once confirmed and shows its receipt; a second refund is refused", async () => {
    const t = await signedInStore(refunder, "/mypage/purchase");
    const store = purchases(t);
    await store.loadHistory();
    const payment = store.payments[0] as PaymentHistoryItem;

    store.askRefund(payment);
    store.cancelRefund();
    expect(store.refunding).toBeNull();
    expect(await store.confirmRefund()).toBe(false);

    store.askRefund(payment);
    expect(await store.confirmRefund()).toBe(true);
    expect(store.refunding).toBeNull();
    expect(store.receipt?.receipt).toMatchObject({
      merchantUid: payment.merchantUid,
      status: "REFUND_COMPLETE",
    });
    expect(store.payments.map((p) => p.status)).toEqual(["REFUND_COMPLETE"]);
    expect(store.canRefund(store.payments[0] as PaymentHistoryItem)).toBe(false);

    // Asked again with the old row (another tab, say): the server refuses, the snackbar says so.
    store.askRefund(payment);
    expect(await store.confirmRefund()).toBe(false);
    expect(store.refunding).toBeNull();
    expect(t.store.ui.snackbar.current).toMatchObject({
      severity: "error",
      text: "This payment can no longer be refunded",
    });
    const { list } = await apiOn(refunder).getPaymentHistory({
      params: { appId: "orbis" },
      query: {},
    });
    expect(list.map((p) => p.status)).toEqual(["REFUND_COMPLETE"]);
  });
});
