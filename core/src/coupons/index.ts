export {
  COUPON_DIALOG_MAX_WIDTH,
  COUPON_POSITION_BOTTOM_RIGHT,
  COUPON_TRIGGER_REGISTER_COMPLETED,
} from "./constants";
export {
  ANY_GOODS,
  type CouponScopeCheck,
  couponScopeCheck,
  inCouponScope,
  isCouponScopeRefusal,
} from "./couponScope";
export {
  COUPON_STATES,
  type CouponState,
  type CouponUsage,
  couponStateOf,
  filterCoupons,
} from "./couponState";
export {
  type CouponDialogState,
  type CouponDialogStep,
  type CouponLink,
  type CouponPopupLike,
  closeCoupon,
  couponAction,
  currentCoupon,
  isCouponDialogOpen,
  openCouponDialog,
} from "./dialog";
export {
  type CouponClaimRefusal,
  type CouponTerm,
  couponClaimRefusal,
  couponExpiresAt,
  couponListState,
  type HeldCoupon,
  normaliseCouponCode,
} from "./expiry";
export { currentOffers } from "./offers";
export { type CouponPlacement, couponLinkTarget, couponPlacement } from "./placement";
export { type CouponDialogEvent, couponDialogReducer } from "./reducer";
export { discountFitsCurrency, usableCoupons } from "./usableCoupons";
