import { enCommerceCommon } from "./common/en";
import { enCommerceCoupon } from "./coupon/en";
import type { CommerceMessages } from "./ko";
import { enCommerceModals } from "./modals/en";
import { enCommercePlans } from "./plans/en";
import { enCommercePurchase } from "./purchase/en";
import { enCommerceSubscribe } from "./subscribe/en";
import { enCommerceUsage } from "./usage/en";

/** The commerce screens' English messages. */
export const en: CommerceMessages = {
  common: enCommerceCommon,
  modals: enCommerceModals,
  purchase: enCommercePurchase,
  coupon: enCommerceCoupon,
  plans: enCommercePlans,
  subscribe: enCommerceSubscribe,
  usage: enCommerceUsage,
};
