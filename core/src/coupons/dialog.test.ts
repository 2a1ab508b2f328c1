import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  COUPON_DIALOG_MAX_WIDTH,
  COUPON_POSITION_BOTTOM_RIGHT,
  COUPON_TRIGGER_REGISTER_COMPLETED,
} from "./constants";
import {
  type CouponDialogState,
  type CouponPopupLike,
  closeCoupon,
  couponAction,
  currentCoupon,
  isCouponDialogOpen,
  openCouponDialog,
} from "./dialog";
import { couponLinkTarget, couponPlacement } from "./placement";
import { couponDialogReducer } from "./reducer";

interface Coupon extends CouponPopupLike {
  readonly popupTitle: string;
}

const first: Coupon = {
  popupTitle: "Welcome",
  popupButtonUrl: "https://example.com/a",
  popupIsBlank: true,
  popupPosition: "bottom-right",
};
const second: Coupon = {
  popupTitle: "Second",
  popupButtonUrl: "/pricing",
  popupIsBlank: false,
  popupPosition: "center",
};
const third: Coupon = { popupTitle: "No button", popupButtonUrl: "  " };

describe("coupon dialog", () => {
  it("opens on the first coupon", () => {
    const state = openCouponDialog([first, second]);
    expect(currentCoupon(state)).toBe(first);
    expect(isCouponDialogOpen(state)).toBe(true);
  });

  it("stays closed without coupons", () => {
    const state = openCouponDialog<Coupon>([]);
    expect(isCouponDialogOpen(state)).toBe(false);
    expect(closeCoupon(state)).toEqual({ state, clearFirstAccess: false });
  });

  it("moves to the next coupon on close and clears the first-access flag after the last", () => {
    const one = closeCoupon(openCouponDialog([first, second]));
    expect(currentCoupon(one.state)).toBe(second);
    expect(one.clearFirstAccess).toBe(false);
    const two = closeCoupon(one.state);
    expect(currentCoupon(two.state)).toBeUndefined();
    expect(isCouponDialogOpen(two.state)).toBe(false);
    expect(two.clearFirstAccess).toBe(true);
    expect(closeCoupon(two.state)).toEqual({ state: two.state, clearFirstAccess: false });
  });

  it.each<[string, Coupon, { url: string; target: string } | undefined]>([
    ["a new tab when popupIsBlank", first, { url: "https://example.com/a", target: "_blank" }],
    ["the same tab otherwise", second, { url: "/pricing", target: "_self" }],
    ["nothing without a URL", third, undefined],
  ])("the action button opens %s and closes the coupon", (_, coupon, open) => {
    const step = couponAction(openCouponDialog([coupon, second]));
    expect(step.open).toEqual(open);
    expect(currentCoupon(step.state)).toBe(second);
    expect(step.clearFirstAccess).toBe(false);
  });

  it("clears the first-access flag when the action closes the last coupon", () => {
    const step = couponAction(openCouponDialog([first]));
    expect(step.clearFirstAccess).toBe(true);
    expect(step.open?.target).toBe("_blank");
  });

  it("opens nothing when the dialog is already closed", () => {
    const closed: CouponDialogState<Coupon> = { coupons: [first], index: 1 };
    expect(couponAction(closed)).toEqual({ state: closed, clearFirstAccess: false });
  });

  it("clears the flag exactly once, after as many steps as coupons", () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }), (useAction) => {
        let state = openCouponDialog(useAction.map(() => first));
        const clears: boolean[] = [];
        for (const action of [...useAction, true, false]) {
          const step = action ? couponAction(state) : closeCoupon(state);
          clears.push(step.clearFirstAccess);
          state = step.state;
        }
        expect(clears.indexOf(true)).toBe(useAction.length - 1);
        expect(clears.filter(Boolean)).toHaveLength(1);
      }),
    );
  });
});

describe("coupon dialog reducer", () => {
  it("handles open, close and action", () => {
    const opened = couponDialogReducer(openCouponDialog<Coupon>([]), {
      type: "open",
      coupons: [first, second],
    });
    expect(opened).toEqual({
      state: { coupons: [first, second], index: 0 },
      clearFirstAccess: false,
    });
    const acted = couponDialogReducer(opened.state, { type: "action" });
    expect(acted.open).toEqual({ url: "https://example.com/a", target: "_blank" });
    const closed = couponDialogReducer(acted.state, { type: "close" });
    expect(closed.clearFirstAccess).toBe(true);
  });
});

describe("coupon placement", () => {
  it.each([
    ["bottom-right", "bottom-right"],
    ["center", "center"],
    ["BOTTOM-RIGHT", "center"],
    [null, "center"],
    [undefined, "center"],
  ])("popupPosition %j sits %s", (position, placement) => {
    expect(couponPlacement(position)).toBe(placement);
  });

  it.each([
    [true, "_blank"],
    [false, "_self"],
    [null, "_self"],
    [undefined, "_self"],
  ])("popupIsBlank %j opens in %s", (blank, target) => {
    expect(couponLinkTarget(blank)).toBe(target);
  });

  it("is at most 480 wide, bottom-right by name, shown after registration", () => {
    expect(COUPON_DIALOG_MAX_WIDTH).toBe(480);
    expect(COUPON_POSITION_BOTTOM_RIGHT).toBe("bottom-right");
    expect(COUPON_TRIGGER_REGISTER_COMPLETED).toBe(1);
  });
});
