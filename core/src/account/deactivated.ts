import { z } from "zod";
import { emailSchema, idSchema } from "../contract/entities/common";
import { signInMethodSchema } from "../contract/entities/user";
import type { PublicVerification } from "../contract/entities/userExtra";
import { isAppError } from "../errors/AppError";
import { ErrorCode } from "../errors/codes";

/*
 * A deactivated account comes back in two steps (docs/product/entities.md auth state: the account-deletion-
 * verified flag, then the account-restore-verified data). A login that proves the account
 * (right password, or the provider's token) but finds it deactivated answers 403/50001 with
 * these details, so its owner can ask for a restore link by mail; the mailed link then restores
 * the account before the next login.
 */

/** Details of the 50001 a login answers for a deactivated account: who may ask for a restore. */
export const deactivatedAccountSchema = z.object({
  userId: idSchema,
  email: emailSchema,
  signInMethod: signInMethodSchema,
});
/** A deactivated account whose owner just proved it is theirs. */
export type DeactivatedAccount = z.infer<typeof deactivatedAccountSchema>;

/**
 * The deactivated account a failed login names, or null for any other failure (a 50001 without
 * details is a session of a deactivated account, which proves nothing about its owner).
 */
export const deactivatedAccountOf = (error: unknown): DeactivatedAccount | null => {
  if (!isAppError(error) || error.code !== ErrorCode.accessRestricted) return null;
  const parsed = deactivatedAccountSchema.safeParse(error.details);
  return parsed.success ? parsed.data : null;
};

/** What the console may do with an emailed link it was opened with. */
export type EmailLinkUse = "use" | "wrongPurpose";

/**
 * Whether a link (as `GET /public/verification/{id}` describes it) serves the screen that opened
 * it: a restore link opened on the unsubscribe screen, or the other way round, is refused
 * rather than used for what its holder did not ask.
 */
export const emailLinkUse = (
  link: Pick<PublicVerification, "purpose">,
  screen: PublicVerification["purpose"],
): EmailLinkUse => (link.purpose === screen ? "use" : "wrongPurpose");
