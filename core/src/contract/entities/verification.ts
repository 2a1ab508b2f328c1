import { z } from "zod";
import { emailSchema, idSchema, instantSchema } from "./common";
import { passwordSchema } from "./password";
import { serviceIdentityShape, serviceIdSchema } from "./service";
import { storableString } from "./storableText";

/**
 * Why a code is mailed: the product names the field `verifyType` but not its values. A code is only
 * good for the purpose it was sent for, so a registration code cannot reset a password.
 */
export const verifyTypeSchema = z.enum(["register", "reset-password", "change-email", "leave"]);
/** The purpose of an email verification. */
export type VerifyType = z.infer<typeof verifyTypeSchema>;

/** Verification codes are six digits. */
export const verifyCodeSchema = storableString().regex(/^\d{6}$/, "The code is 6 digits.");

/** Body that asks for a code by email (docs/product/entities.md: serviceId, serviceVersion, email, verifyType). */
export const emailVerificationPayloadSchema = z.object({
  ...serviceIdentityShape,
  email: emailSchema,
  verifyType: verifyTypeSchema,
});
/** An email verification request. */
export type EmailVerificationPayload = z.infer<typeof emailVerificationPayloadSchema>;

/** Body that asks for a fresh code for an earlier request (`PUT .../verification/renew`). */
export const emailVerificationRenewSchema = emailVerificationPayloadSchema.extend({
  verifyId: idSchema,
});

/** Answer to a code request: the id to quote with the code, and when the code stops working. */
export const verificationTicketSchema = z.object({
  verifyId: idSchema,
  expiresAt: instantSchema,
});
/** A pending verification. */
export type VerificationTicket = z.infer<typeof verificationTicketSchema>;

/** Confirm payload (docs/product/entities.md: serviceId, email, verifyType, verifyCode, verifyId). */
export const emailVerificationConfirmSchema = z.object({
  serviceId: serviceIdSchema,
  email: emailSchema,
  verifyType: verifyTypeSchema,
  verifyCode: verifyCodeSchema,
  verifyId: idSchema,
});
/** An email verification confirmation. */
export type EmailVerificationConfirm = z.infer<typeof emailVerificationConfirmSchema>;

/** Answer to a confirmation: the proof stays usable (by `verifyId`) until `expiresAt`. */
export const verificationResultSchema = z.object({
  verifyId: idSchema,
  verified: z.literal(true),
  expiresAt: instantSchema,
});

/** Body of `PUT /users/reset-password`: mail a reset code to the account's address. */
export const passwordResetRequestSchema = z.object({ ...serviceIdentityShape, email: emailSchema });

/** Body of `POST /users/reset-password/confirm`: the mailed code and the new password. */
export const passwordResetConfirmSchema = z.object({
  serviceId: serviceIdSchema,
  email: emailSchema,
  verifyId: idSchema,
  verifyCode: verifyCodeSchema,
  password: passwordSchema,
});
/** A password reset. */
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;
