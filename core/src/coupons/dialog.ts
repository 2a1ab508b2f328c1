import { couponLinkTarget } from "./placement";

/** What the dialog needs of a coupon popup (docs/product/entities.md); the rest is shown as is. */
export interface CouponPopupLike {
  readonly popupButtonUrl?: string | null;
  readonly popupIsBlank?: boolean | null;
  readonly popupPosition?: string | null;
}

/** The coupon dialog: the coupons of the first access and the one on show. */
export interface CouponDialogState<T extends CouponPopupLike = CouponPopupLike> {
  readonly coupons: readonly T[];
  /** Index of the coupon on show; equal to the length once all were seen. */
  readonly index: number;
}

/** A URL to open and where. */
export interface CouponLink {
  readonly url: string;
  readonly target: "_blank" | "_self";
}

/** The result of a dialog step: the next state and what the caller must do. */
export interface CouponDialogStep<T extends CouponPopupLike> {
  readonly state: CouponDialogState<T>;
  /** True after the last coupon: clear the first-access flag. */
  readonly clearFirstAccess: boolean;
  /** Set by {@link couponAction} when the coupon has a button URL. */
  readonly open?: CouponLink;
}

/** Opens the dialog on the first coupon. */
export const openCouponDialog = <T extends CouponPopupLike>(
  coupons: readonly T[],
): CouponDialogState<T> => ({ coupons, index: 0 });

/** The coupon on show, or undefined when the dialog is closed. */
export const currentCoupon = <T extends CouponPopupLike>(
  state: CouponDialogState<T>,
): T | undefined => state.coupons[state.index];

/** True while a coupon is on show. */
export const isCouponDialogOpen = (state: CouponDialogState): boolean =>
  state.index >= 0 && state.index < state.coupons.length;

/**
 * The close button: moves to the next coupon; after the last, the dialog closes and the
 * first-access flag is cleared. Closing a closed dialog changes nothing.
 */
export const closeCoupon = <T extends CouponPopupLike>(
  state: CouponDialogState<T>,
): CouponDialogStep<T> => {
  if (!isCouponDialogOpen(state)) return { state, clearFirstAccess: false };
  const index = state.index + 1;
  return { state: { ...state, index }, clearFirstAccess: index >= state.coupons.length };
};

/**
 * The action button: closes the current coupon as {@link closeCoupon} does and opens its
 * button URL, in a new tab when `popupIsBlank`, otherwise in the same tab.
 */
export const couponAction = <T extends CouponPopupLike>(
  state: CouponDialogState<T>,
): CouponDialogStep<T> => {
  const coupon = currentCoupon(state);
  const step = closeCoupon(state);
  const url = coupon?.popupButtonUrl?.trim();
  return url ? { ...step, open: { url, target: couponLinkTarget(coupon?.popupIsBlank) } } : step;
};
