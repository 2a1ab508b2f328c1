/** Maximum width of the coupon dialog, in CSS pixels (spec §2, §9). */
export const COUPON_DIALOG_MAX_WIDTH = 480;

/** The `popupPosition` value that places the coupon dialog at the bottom right (spec §9). */
export const COUPON_POSITION_BOTTOM_RIGHT = "bottom-right";

/** The popup `triggerType` meaning "register completed" (spec §7). */
export const COUPON_TRIGGER_REGISTER_COMPLETED = 1;
