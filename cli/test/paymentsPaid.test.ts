import type { PaymentHistoryItem } from "@orbis/core/contract";
import { subscribeTo } from "@orbis/testkit/accounts";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type CliFixture, cliFixture, expectExit } from "./fixture";

/*
 * An account that paid: a PRO plan charged to a registered card, and storage bought once with
 * PayPal through the sandbox's approval page, whose webhook reaches the server over real HTTP.
 * Its history and receipts through `orbis`.
 */

let f: CliFixture;
let other: CliFixture;
let card: PaymentHistoryItem;
let paypal: string;

/** Approves a PayPal checkout on the sandbox's page as a browser would. */
const approvePayPal = async (origin: string, merchantUid: string): Promise<void> => {
  const answer = await fetch(`${origin}/pay/sandbox/checkout`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ merchantUid, returnUrl: "/payment", approve: "yes" }),
  });
  expect(answer.status).toBe(303);
};

beforeAll(async () => {
  f = await cliFixture("paid");
  other = await cliFixture("stranger");
  expectExit(await f.signIn(), 0);
  expectExit(await other.signIn(), 0);
  await subscribeTo(f.api, "PLAN-PRO-MONTH", { email: f.account.email, name: "Paid" });
  const request = await f.api.preparePaymentGoods({
    headers: { langcode: "EN" },
    body: { goodsCodes: ["STORAGE-100GB-DAY"], payMethod: "paypal" },
  });
  paypal = request.merchantUid;
  await approvePayPal(f.origin, paypal);
  // The webhook arrives through the server's job queue: wait for its delivery.
  await vi.waitFor(
    async () => {
      const receipt = await f.api.getPaymentReceipt({
        params: { merchantUid: paypal },
        headers: { langcode: "EN" },
      });
      if (receipt.status !== "COMPLETE") throw new Error(`the PayPal payment is ${receipt.status}`);
    },
    { timeout: 15_000, interval: 100 },
  );
  const history = await f.api.getPaymentHistory({ params: { appId: "orbis" }, query: {} });
  const paidByCard = history.list.find((p) => p.payMethod === "card");
  if (paidByCard === undefined) throw new Error("the card payment is missing from the history");
  card = paidByCard;
});
afterAll(async () => {
  await f?.cleanup();
  await other?.cleanup();
});

describe("the payment history of an account that paid", () => {
  it("prints both payments as CSV, newest first", async () => {
    const r = expectExit(await f.orbis(["payments", "history", "--csv"]), 0);
    const lines = r.stdout.trimEnd().split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      new RegExp(`^${paypal},Extra storage 100 GB \\(7-day pass\\),1\\.50,USD,COMPLETE,`),
    );
    expect(lines[2]).toMatch(
      new RegExp(`^${card.merchantUid},Pro \\(monthly\\),19900,KRW,COMPLETE,`),
    );
    expect(lines[2]).toContain("Sandbox Visa");
  });

  it("gives the same payments as JSON, and none outside the range", async () => {
    const all = expectExit(await f.orbis(["payments", "history", "--json"]), 0).json<
      PaymentHistoryItem[]
    >();
    expect(all.map((p) => p.merchantUid)).toEqual([paypal, card.merchantUid]);
    const ranged = await f.orbis(["payments", "history", "--to", "2020-12-31", "--json"]);
    expect(expectExit(ranged, 0).json()).toEqual([]);
  });

  it("prints a receipt with the amount written for the language", async () => {
    const r = expectExit(
      await f.orbis(["payments", "receipt", card.merchantUid], { env: { ORBIS_LANG: "ko" } }),
      0,
    );
    expect(r.stdout).toContain(card.merchantUid);
    expect(r.stdout).toContain("19,900₩");
  });

  it("does not show one account's receipt to another (120008, exit 1)", async () => {
    const r = expectExit(await other.orbis(["payments", "receipt", card.merchantUid]), 1);
    expect(r.stderr).toMatch(/^Error 120008: /m);
  });
});
