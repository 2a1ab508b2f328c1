import { koCommerceCommon } from "./common/ko";

/** The commerce screens' Korean messages: the reference shape of the other languages. */
export const ko = {
  common: koCommerceCommon,
};

/** The commerce namespace of one language. */
export type CommerceMessages = typeof ko;
