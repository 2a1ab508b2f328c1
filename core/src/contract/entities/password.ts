import { z } from "zod";
import { storableString } from "./storableText";

/*
 * The product leaves password validation open (docs/product/validation.md). These rules follow NIST SP 800-63B: a length
 * floor matters more than composition, so only one letter and one digit are asked for, and the
 * ceiling only guards the hasher against huge inputs.
 */

/** Fewest characters a password may have. */
export const PASSWORD_MIN_LENGTH = 8;
/** Most characters a password may have. */
export const PASSWORD_MAX_LENGTH = 128;

/** The messages of the password rules, one per rule, in the order they are checked. */
export const passwordMessages = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  noLetter: "Password must contain at least one letter.",
  noDigit: "Password must contain at least one digit.",
  blankEdge: "Password must not start or end with a space.",
} as const;

/** A new password: 8–128 characters, at least one letter and one digit, no edge spaces. */
export const passwordSchema = storableString()
  .min(PASSWORD_MIN_LENGTH, passwordMessages.tooShort)
  .max(PASSWORD_MAX_LENGTH, passwordMessages.tooLong)
  .regex(/\p{L}/u, passwordMessages.noLetter)
  .regex(/\p{Nd}/u, passwordMessages.noDigit)
  .regex(/^\S[\s\S]*\S$/, passwordMessages.blankEdge);

/**
 * A password given to sign in or to prove identity. Not checked against {@link passwordSchema}:
 * accounts made under older rules must still be able to sign in.
 */
export const currentPasswordSchema = storableString()
  .min(1, "Please fill out this field.")
  .max(PASSWORD_MAX_LENGTH);

/** Body of `PATCH /users/me/password` (identity v2). */
export const passwordChangeSchema = z
  .object({ currentPassword: currentPasswordSchema, newPassword: passwordSchema })
  .refine((v) => v.currentPassword !== v.newPassword, {
    message: "The new password must differ from the current one.",
    path: ["newPassword"],
  });
/** A password change. */
export type PasswordChange = z.infer<typeof passwordChangeSchema>;
