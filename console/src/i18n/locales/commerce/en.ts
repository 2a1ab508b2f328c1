import { enCommerceCommon } from "./common/en";
import type { CommerceMessages } from "./ko";
import { enCommerceUsage } from "./usage/en";

/** The commerce screens' English messages. */
export const en: CommerceMessages = {
  common: enCommerceCommon,
  usage: enCommerceUsage,
};
