// @vitest-environment node

import { registerAccount, type TestAccount } from "@orbis/testkit/vitest/sharedServer";
import { beforeAll, describe, expect, it } from "vitest";
import { errorText } from "../../api/errorText";
import { signedInStore } from "../../testing/signedInStore";
import type { TestRootStore } from "../../testing/testRootStore";
import { CouponWalletStore } from "./CouponWalletStore";

/*
 * The coupon wallet against the real server and its seeded coupons (server/src/seed/coupons.ts):
 * the code ORBIS-360 redeems "Launch code: 10% off" (60 days), and "₩3,000 off Hosting Basic"
 * (14 days) is offered to everyone. Each test has its own account: holding a coupon is per user.
 */

const DAY_MS = 86_400_000;

const wallet = (t: TestRootStore, now: () => number = Date.now) =>
  new CouponWalletStore({
    api: t.store.api,
    ui: t.store.ui,
    now,
    log: () => {},
    refusalText: (error) =>
      errorText(t.translator.i18n.t.bind(t.translator.i18n), error, { serverWords: true }),
  });

const downloads = (t: TestRootStore) =>
  t.sent.filter((r) => r.method === "POST" && r.path === "/api/v3/coupon/download");

let codes: TestAccount;
let checks: TestAccount;
let claims: TestAccount;
beforeAll(async () => {
  [codes, checks, claims] = await Promise.all([
    registerAccount("coupon-codes"),
    registerAccount("coupon-checks"),
    registerAccount("coupon-claims"),
  ]);
});

describe("CouponWalletStore", () => {
  it("holds nothing at first: offers are not the user's coupons", async () => {
    const t = await signedInStore(codes, "/mypage/coupon");
    const store = wallet(t);
    await store.load();
    expect(store.state).toBe("ready");
    expect(store.coupons.map((c) => c.id)).toContain("hosting-basic-3000");
    expect(store.held).toEqual([]);
  });

  it("redeems a code in any case, with spaces around it, and lists the coupon as available", async () => {
    const t = await signedInStore(codes, "/mypage/coupon");
    const store = wallet(t);
    const outcome = await store.register("  orbis-360 ");
    expect(outcome).toMatchObject({ kind: "registered", coupon: { id: "launch-code-10" } });
    expect(downloads(t).map((r) => r.body)).toEqual([{ couponCode: "ORBIS-360" }]);
    expect(store.held.map((c) => [c.name, store.stateOf(c)])).toEqual([
      ["Launch code: 10% off", "unused"],
    ]);
    // Sixty days on, unused, it reads expired.
    const later = wallet(t, () => Date.now() + 61 * DAY_MS);
    expect(later.stateOf(store.held[0] as (typeof store.held)[0])).toBe("expired");

    // The same code again: refused as held already, for the field to say; nothing is added.
    expect(await store.register("ORBIS-360")).toEqual({ kind: "refused", code: 10409 });
    expect(t.store.ui.snackbar.current).toBeUndefined();
    expect(store.held).toHaveLength(1);
  });

  it("refuses a code that breaks core's rule before sending it, in the interface language", async () => {
    const t = await signedInStore(checks, "/mypage/coupon");
    const store = wallet(t);
    expect(await store.register("no spaces!")).toEqual({
      kind: "invalid",
      message: "Match the requested format.",
    });
    expect(await store.register("ABC")).toMatchObject({ kind: "invalid" });
    await t.store.ui.setLanguage("ko");
    expect(await store.register("x")).toEqual({
      kind: "invalid",
      message: "요청한 형식과 일치시키세요.",
    });
    expect(downloads(t)).toEqual([]);
  });

  it("answers an unknown code's refusal for the field to say, and adds nothing", async () => {
    const t = await signedInStore(checks, "/mypage/coupon");
    const store = wallet(t);
    await store.load();
    expect(await store.register("NO-SUCH-CODE")).toEqual({ kind: "refused", code: 10404 });
    expect(t.store.ui.snackbar.current).toBeUndefined();
    expect(store.held).toEqual([]);
  });

  it("claims an offered coupon by id once", async () => {
    const t = await signedInStore(claims, "/builder/event");
    const store = wallet(t);
    expect(await store.claim("hosting-basic-3000")).toBe(true);
    expect(store.claimed.has("hosting-basic-3000")).toBe(true);
    expect(store.claiming).toBeNull();
    await store.load();
    const held = store.held.find((c) => c.id === "hosting-basic-3000");
    expect(held && store.stateOf(held)).toBe("unused");
    // Claimed again (another tab): held already, which is what was asked; no error shows.
    expect(await store.claim("hosting-basic-3000")).toBe(true);
    expect(t.store.ui.snackbar.current).toBeUndefined();
    expect(await store.claim("no-such-coupon")).toBe(false);
    expect(t.store.ui.snackbar.current).toMatchObject({ severity: "error" });
  });
});
