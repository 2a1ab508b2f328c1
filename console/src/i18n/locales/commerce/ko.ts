import { koCommerceCommon } from "./common/ko";
import { koCommerceUsage } from "./usage/ko";

/** The commerce screens' Korean messages: the reference shape of the other languages. */
export const ko = {
  common: koCommerceCommon,
  usage: koCommerceUsage,
};

/** The commerce namespace of one language. */
export type CommerceMessages = typeof ko;
