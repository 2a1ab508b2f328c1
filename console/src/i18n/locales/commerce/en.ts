import { enCommerceCommon } from "./common/en";
import { enCommerceCoupon } from "./coupon/en";
import type { CommerceMessages } from "./ko";
import { enCommercePurchase } from "./purchase/en";

/** The commerce screens' English messages. */
export const en: CommerceMessages = {
  common: enCommerceCommon,
  purchase: enCommercePurchase,
  coupon: enCommerceCoupon,
};
