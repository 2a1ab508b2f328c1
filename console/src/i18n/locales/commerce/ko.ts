import { koCommerceCommon } from "./common/ko";
import { koCommerceCoupon } from "./coupon/ko";
import { koCommerceModals } from "./modals/ko";
import { koCommercePlans } from "./plans/ko";
import { koCommercePurchase } from "./purchase/ko";
import { koCommerceSubscribe } from "./subscribe/ko";

/** The commerce screens' Korean messages: the reference shape of the other languages. */
export const ko = {
  common: koCommerceCommon,
  modals: koCommerceModals,
  purchase: koCommercePurchase,
  coupon: koCommerceCoupon,
  plans: koCommercePlans,
  subscribe: koCommerceSubscribe,
};

/** The commerce namespace of one language. */
export type CommerceMessages = typeof ko;
