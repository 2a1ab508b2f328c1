import { viCommerceCommon } from "./common/vi";
import type { CommerceMessages } from "./ko";

/** The commerce screens' Vietnamese messages. */
export const vi: CommerceMessages = {
  common: viCommerceCommon,
};
