import { koCommerceCommon } from "./common/ko";
import { koPlans } from "./plans/ko";
import { koSubscribe } from "./subscribe/ko";

/** The commerce screens' Korean messages: the reference shape of the other languages. */
export const ko = {
  common: koCommerceCommon,
  plans: koPlans,
  subscribe: koSubscribe,
};

/** The commerce namespace of one language. */
export type CommerceMessages = typeof ko;
