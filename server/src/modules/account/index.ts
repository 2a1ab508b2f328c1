import type { Deps } from "../../deps";
import type { RouteHost } from "../../http/registerRoute";
import type { TokenService } from "../identity";
import { registerCheckinHandlers } from "./checkinHandlers";
import { registerCouponHandlers } from "./couponHandlers";
import { registerExtraHandlers } from "./extraHandlers";
import { registerRestoreHandlers } from "./restoreHandlers";
import { registerSettingsHandlers } from "./settingsHandlers";
import { registerSiteHandlers } from "./siteHandlers";
import { registerUserHandlers } from "./userHandlers";

export { accountRepository } from "./accountRepository";
export { accountMissing } from "./checkinHandlers";
export { createUnsubscribeLink } from "./emailLinks";
export { provisionAccount } from "./provision";

/** Registers the account calls of the main API (v3), settings (v1), coupons, terms and embeds. */
export const registerAccount = async (
  host: RouteHost,
  deps: Deps,
  tokens: TokenService,
): Promise<void> => {
  registerCheckinHandlers(host, deps);
  registerSettingsHandlers(host, deps);
  registerUserHandlers(host, deps, tokens);
  registerRestoreHandlers(host, deps, tokens);
  registerExtraHandlers(host, deps);
  registerCouponHandlers(host, deps);
  registerSiteHandlers(host, deps);
};
