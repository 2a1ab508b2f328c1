import { enCommerceCommon } from "./common/en";
import type { CommerceMessages } from "./ko";
import { enCommerceModals } from "./modals/en";

/** The commerce screens' English messages. */
export const en: CommerceMessages = {
  common: enCommerceCommon,
  modals: enCommerceModals,
};
