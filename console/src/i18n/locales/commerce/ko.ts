import { koCommerceCommon } from "./common/ko";
import { koCommerceCoupon } from "./coupon/ko";
import { koCommerceModals } from "./modals/ko";
import { koCommercePlans } from "./plans/ko";
import { koCommercePurchase } from "./purchase/ko";
import { koCommerceSubscribe } from "./subscribe/ko";
import { koCommerceUsage } from "./usage/ko";

/** The commerce screens' Korean messages: the reference shape of the other languages. */
export const ko = {
  common: koCommerceCommon,
  modals: koCommerceModals,
  purchase: koCommercePurchase,
  coupon: koCommerceCoupon,
  plans: koCommercePlans,
  subscribe: koCommerceSubscribe,
  usage: koCommerceUsage,
};

/** The commerce namespace of one language. */
export type CommerceMessages = typeof ko;
