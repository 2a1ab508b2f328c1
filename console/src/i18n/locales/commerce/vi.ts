import { viCommerceCommon } from "./common/vi";
import type { CommerceMessages } from "./ko";
import { viCommerceUsage } from "./usage/vi";

/** The commerce screens' Vietnamese messages. */
export const vi: CommerceMessages = {
  common: viCommerceCommon,
  usage: viCommerceUsage,
};
