import { viCommerceCommon } from "./common/vi";
import { viPlans } from "./plans/vi";
import { viSubscribe } from "./subscribe/vi";
import type { CommerceMessages } from "./ko";

/** The commerce screens' Vietnamese messages. */
export const vi: CommerceMessages = {
  common: viCommerceCommon,
  plans: viPlans,
  subscribe: viSubscribe,
};
