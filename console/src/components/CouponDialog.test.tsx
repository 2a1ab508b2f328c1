import type { CouponPopup } from "@orbis/core/contract";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderWithStores } from "../testing/renderWithStores";
import { type TestRootStore, testRootStore } from "../testing/testRootStore";
import { CouponDialog } from "./CouponDialog";

const coupon = (id: string, extra: Partial<CouponPopup> = {}): CouponPopup => ({
  couponId: id,
  popupTitle: `Coupon ${id}`,
  popupImageUrl: "/images/coupon.png",
  popupDescription: `Description ${id}`,
  popupButtonTitle: `Use ${id}`,
  popupButtonUrl: `/mypage/coupon?c=${id}`,
  popupIsBlank: false,
  popupPosition: "center",
  ...extra,
});

let t: TestRootStore;
beforeEach(async () => {
  t = await testRootStore();
});
afterEach(cleanup);

const open = (coupons: CouponPopup[]) => {
  renderWithStores(<CouponDialog />, t);
  act(() => {
    t.store.coupons.signedIn({ id: "u1", email: "u1@example.com" });
    t.store.coupons.setFirstAccess(true);
    t.store.coupons.open(coupons);
  });
};

describe("first-access coupon dialog", () => {
  it("shows title, image, description and button, at most 480 px wide", () => {
    open([coupon("a")]);
    const dialog = screen.getByRole("dialog", { name: "Coupon a" });
    expect(dialog.querySelector("img")?.getAttribute("src")).toBe("/images/coupon.png");
    expect(dialog.textContent).toContain("Description a");
    expect(screen.getByRole("button", { name: "Use a" })).toBeTruthy();
    expect(dialog.style.maxWidth).toBe("480px");
  });

  it("sits bottom-right or centred by the coupon's popup position", () => {
    open([coupon("a", { popupPosition: "bottom-right" }), coupon("b")]);
    expect(screen.getByRole("dialog").className).toContain("modal--bottom-right");
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.getByRole("dialog").className).toContain("modal--center");
  });

  it("moves to the next coupon on close and clears the first-access flag after the last", () => {
    open([coupon("a"), coupon("b")]);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.getByRole("dialog", { name: "Coupon b" })).toBeTruthy();
    expect(t.storage.getItem("firstAccess:u1")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(t.store.coupons.firstAccess).toBe(false);
    expect(t.storage.getItem("firstAccess:u1")).toBeNull();
  });

  it("takes focus and keeps Tab inside while open", () => {
    open([coupon("a")]);
    const dialog = screen.getByRole("dialog");
    expect(document.activeElement).toBe(dialog);
    const close = screen.getByRole("button", { name: "Close" });
    const use = screen.getByRole("button", { name: "Use a" });
    fireEvent.keyDown(document, { key: "Tab" });
    expect(document.activeElement).toBe(close);
    use.focus();
    fireEvent.keyDown(document, { key: "Tab" });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(document, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(use);
  });

  it("closes on Escape like the close button", () => {
    open([coupon("a")]);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
