import { viCommerceCommon } from "./common/vi";
import { viCommerceCoupon } from "./coupon/vi";
import type { CommerceMessages } from "./ko";
import { viCommerceModals } from "./modals/vi";
import { viCommercePlans } from "./plans/vi";
import { viCommercePurchase } from "./purchase/vi";
import { viCommerceSubscribe } from "./subscribe/vi";
import { viCommerceUsage } from "./usage/vi";

/** The commerce screens' Vietnamese messages. */
export const vi: CommerceMessages = {
  common: viCommerceCommon,
  modals: viCommerceModals,
  purchase: viCommercePurchase,
  coupon: viCommerceCoupon,
  plans: viCommercePlans,
  subscribe: viCommerceSubscribe,
  usage: viCommerceUsage,
};
