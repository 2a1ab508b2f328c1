/** Maximum width of the coupon dialog, in CSS pixels (docs/product/screens.md, docs/product/limits.md). */
export const COUPON_DIALOG_MAX_WIDTH = 480;

/** The `popupPosition` value that places the coupon dialog at the bottom right (docs/product/limits.md). */
export const COUPON_POSITION_BOTTOM_RIGHT = "bottom-right";

/** The popup `triggerType` meaning "register completed" (docs/product/calls.md). */
export const COUPON_TRIGGER_REGISTER_COMPLETED = 1;
