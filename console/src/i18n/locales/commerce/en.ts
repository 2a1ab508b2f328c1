import { enCommerceCommon } from "./common/en";
import type { CommerceMessages } from "./ko";

/** The commerce screens' English messages. */
export const en: CommerceMessages = {
  common: enCommerceCommon,
};
