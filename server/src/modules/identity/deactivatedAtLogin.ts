import type { DeactivatedAccount } from "@orbis/core/account";
import type { SignInMethod } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import type { UserRow } from "./userRepository";

/**
 * The 403/50001 of a login that proved a deactivated account (right password, or the provider's
 * own token). It names the account, so its owner can ask for a restore link by mail
 * (`POST /user/withdrawal/verification/{socialType}` wants the user id); only proof of the
 * account learns it, as only proof learns that an address is unverified.
 */
export const deactivatedAtLogin = (user: UserRow): AppError => {
  const details: DeactivatedAccount = {
    userId: user.id,
    email: user.email,
    signInMethod: user.sign_in_method as SignInMethod,
  };
  return new AppError(ErrorCode.accessRestricted, { details });
};
