import { enCommerceCommon } from "./common/en";
import { enPlans } from "./plans/en";
import { enSubscribe } from "./subscribe/en";
import type { CommerceMessages } from "./ko";

/** The commerce screens' English messages. */
export const en: CommerceMessages = {
  common: enCommerceCommon,
  plans: enPlans,
  subscribe: enSubscribe,
};
