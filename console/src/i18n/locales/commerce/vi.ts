import { viCommerceCommon } from "./common/vi";
import type { CommerceMessages } from "./ko";
import { viCommerceModals } from "./modals/vi";

/** The commerce screens' Vietnamese messages. */
export const vi: CommerceMessages = {
  common: viCommerceCommon,
  modals: viCommerceModals,
};
