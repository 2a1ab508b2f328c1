// @vitest-environment node
import { createTokenStore } from "@orbis/core/auth";
import {
  apiOn,
  registerAccount,
  type Session,
  serverOrigin,
  studentOf,
} from "@orbis/testkit/vitest/sharedServer";
import { describe, expect, it } from "vitest";
import { MapStorage } from "../testing/MapStorage";
import { testRootStore } from "../testing/testRootStore";
import { firstAccessKey } from "./CouponStore";
import { eduAccount } from "./edu/testing";

/*
 * The first-access coupon popup against the real server: its button claims the coupon, it is
 * remembered per account, and a student is offered none.
 */

/** Stores the session's tokens in `storage`, encrypted as the console keeps them. */
const keepSession = async (storage: Storage, session: Session) => {
  await createTokenStore({ crypto: globalThis.crypto, storage, log: () => {} }).save({
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
  });
  return storage;
};

/** The console's stores on `storage`, past the session check of a private page. */
const visit = async (storage: Storage) => {
  const t = await testRootStore({ origin: serverOrigin(), storage });
  await t.store.auth.guard("/projects", false);
  return t;
};

describe("the first-access coupon popup", () => {
  it("claims the coupon from its button, then opens the coupon screen where it is held", async () => {
    const newcomer = await registerAccount("popup-claim");
    const { store, opened, storage } = await visit(await keepSession(new MapStorage(), newcomer));
    expect(store.coupons.current?.popupButtonTitle).toBe("Get the coupon");
    await store.coupons.act();
    const held = (await apiOn(newcomer).getDownloadableCoupons({})).find(
      (c) => c.id === "welcome-pro-20",
    );
    expect(held?.downloadedAt).not.toBeNull();
    expect(held?.state).toBe("unused");
    expect(opened).toEqual([{ url: "/mypage/coupon", target: "_self" }]);
    expect(store.coupons.isOpen).toBe(false);
    expect(storage.getItem(firstAccessKey((await apiOn(newcomer).getMe()).id))).toBeNull();
  });

  it("is remembered per account: another account signed in on the same browser is not shown it", async () => {
    const first = await registerAccount("popup-first");
    const storage = await keepSession(new MapStorage(), first);
    expect((await visit(storage)).store.coupons.isOpen).toBe(true);
    // A second account, its own first check-in done, signs in on the same browser.
    const second = await registerAccount("popup-second");
    await apiOn(second).checkin();
    const { store } = await visit(await keepSession(storage, second));
    expect(store.coupons.isOpen).toBe(false);
    // The first account, back, still has its popup: it was neither closed nor used.
    expect((await visit(await keepSession(storage, first))).store.coupons.isOpen).toBe(true);
  });

  it("is not offered to a student, who cannot buy the plans it discounts", async () => {
    const instructor = await eduAccount("popup-instructor");
    const { account } = await studentOf(instructor, "1반", "popup-student", { licensed: false });
    const { store, sent } = await visit(await keepSession(new MapStorage(), account));
    expect(store.auth.user?.email).toContain("@students.orbis.invalid");
    expect(sent.some((r) => r.path === "/api/v3/checkin" && r.status === 200)).toBe(true);
    expect(store.coupons.isOpen).toBe(false);
  }, 120_000);
});
