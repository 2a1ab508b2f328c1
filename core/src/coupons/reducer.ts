import {
  type CouponDialogState,
  type CouponDialogStep,
  type CouponPopupLike,
  closeCoupon,
  couponAction,
  openCouponDialog,
} from "./dialog";

/** Events of the coupon dialog. */
export type CouponDialogEvent<T extends CouponPopupLike> =
  | { readonly type: "open"; readonly coupons: readonly T[] }
  | { readonly type: "close" }
  | { readonly type: "action" };

/** The coupon dialog as a reducer, for stores that dispatch events. */
export const couponDialogReducer = <T extends CouponPopupLike>(
  state: CouponDialogState<T>,
  event: CouponDialogEvent<T>,
): CouponDialogStep<T> => {
  switch (event.type) {
    case "open":
      return { state: openCouponDialog(event.coupons), clearFirstAccess: false };
    case "close":
      return closeCoupon(state);
    case "action":
      return couponAction(state);
  }
};
