import { viCommerceCommon } from "./common/vi";
import { viCommerceCoupon } from "./coupon/vi";
import type { CommerceMessages } from "./ko";
import { viCommerceModals } from "./modals/vi";
import { viCommercePurchase } from "./purchase/vi";

/** The commerce screens' Vietnamese messages. */
export const vi: CommerceMessages = {
  common: viCommerceCommon,
  modals: viCommerceModals,
  purchase: viCommercePurchase,
  coupon: viCommerceCoupon,
};
