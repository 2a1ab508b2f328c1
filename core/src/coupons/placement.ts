import { COUPON_POSITION_BOTTOM_RIGHT } from "./constants";

/** Where the coupon dialog sits. */
export type CouponPlacement = "bottom-right" | "center";

/** Bottom-right when the coupon says `bottom-right`, otherwise centred (docs/product/screens.md). */
export const couponPlacement = (popupPosition: string | null | undefined): CouponPlacement =>
  popupPosition === COUPON_POSITION_BOTTOM_RIGHT ? "bottom-right" : "center";

/** The window target of a coupon's button: a new tab when `popupIsBlank`, else the same tab. */
export const couponLinkTarget = (popupIsBlank: boolean | null | undefined): "_blank" | "_self" =>
  popupIsBlank === true ? "_blank" : "_self";
