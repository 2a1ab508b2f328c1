import { koCommerceCommon } from "./common/ko";
import { koCommerceModals } from "./modals/ko";

/** The commerce screens' Korean messages: the reference shape of the other languages. */
export const ko = {
  common: koCommerceCommon,
  modals: koCommerceModals,
};

/** The commerce namespace of one language. */
export type CommerceMessages = typeof ko;
