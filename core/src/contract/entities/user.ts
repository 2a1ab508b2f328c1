import { z } from "zod";
import { socialProviderSchema } from "../enums";
import { emailSchema, idSchema, instantSchema, linkSchema } from "./common";
import { currentPasswordSchema } from "./password";
import { storableString } from "./storableText";
import { verifyCodeSchema } from "./verification";

/** How an account signs in: email and password, or one of the four social providers. */
export const signInMethodSchema = z.enum(["email", ...socialProviderSchema.options]);
/** A sign-in method; the `{socialType}` of the main API's user paths. */
export type SignInMethod = z.infer<typeof signInMethodSchema>;

/** Longest name or nickname accepted. */
export const DISPLAY_NAME_MAX_LENGTH = 50;

/** A person's name or nickname: spaces are kept, but it is never blank. */
export const displayNameSchema = storableString()
  .max(DISPLAY_NAME_MAX_LENGTH, `Must be at most ${DISPLAY_NAME_MAX_LENGTH} characters.`)
  .regex(/\S/, "Please fill out this field.");

/**
 * A user of the identity service (docs/product/entities.md: email, name, nickname). The display name is derived
 * by the client (email, else name, else nickname), so it is not sent.
 */
export const userSchema = z.object({
  id: idSchema,
  email: emailSchema,
  name: storableString().nullable(),
  nickname: storableString().nullable(),
  thumbnailUrl: linkSchema.nullable(),
  signInMethod: signInMethodSchema,
  emailVerified: z.boolean(),
  createdAt: instantSchema,
});
/** A user. */
export type User = z.infer<typeof userSchema>;

/**
 * Body of `PATCH /users/me`. Signed in, it edits the caller. Anonymous (auth is optional), it
 * completes the profile of the account proven by `verifyId`/`verifyCode` on `email`, which is how
 * the registration dialog sets a nickname before the first login.
 */
export const userPatchSchema = z
  .object({
    name: displayNameSchema.optional(),
    nickname: displayNameSchema.optional(),
    email: emailSchema.optional(),
    verifyId: idSchema.optional(),
    verifyCode: verifyCodeSchema.optional(),
  })
  .refine((v) => v.name !== undefined || v.nickname !== undefined, {
    message: "Give a name or a nickname to change.",
  })
  .refine(
    (v) => new Set([v.email, v.verifyId, v.verifyCode].map((x) => x === undefined)).size === 1,
    { message: "Give email, verifyId and verifyCode together." },
  );
/** A profile change. */
export type UserPatch = z.infer<typeof userPatchSchema>;

/**
 * Body of `DELETE /users/me/leave`: the proof that the caller is the account's owner, not only
 * the holder of its token (a leaked token must not be able to erase an account). An account with
 * a password gives it; a social account gives the id and code mailed to its address by
 * `POST /users/email/verification` with `verifyType: "leave"`. Every field is optional here so
 * that a missing proof is refused with the catalogue code naming which proof the account needs
 * (core's `leaveProofOf`), not a bare schema error.
 */
export const leaveProofSchema = z
  .object({
    password: currentPasswordSchema.optional(),
    verifyId: idSchema.optional(),
    verifyCode: verifyCodeSchema.optional(),
  })
  .refine((v) => (v.verifyId === undefined) === (v.verifyCode === undefined), {
    message: "Give verifyId and verifyCode together.",
  });
/** The proof of a permanent deletion. */
export type LeaveProof = z.infer<typeof leaveProofSchema>;

/** Largest profile thumbnail accepted, in bytes (5 MiB). */
export const THUMBNAIL_MAX_BYTES = 5 * 1024 * 1024;

/** Multipart body of `POST /users/me/thumbnail`: one image in the field `file`. */
export const thumbnailUploadSchema = z.object({
  file: z
    .file()
    .mime(["image/jpeg", "image/png", "image/webp"])
    .max(THUMBNAIL_MAX_BYTES, "The image must be at most 5 MB."),
});

/** Answer of the thumbnail upload. */
export const thumbnailResultSchema = z.object({ thumbnailUrl: linkSchema });

/**
 * What `GET /sso-info/{provider}` learns from a provider's access token: enough to prefill the
 * social registration dialog, and whether an account already exists.
 */
export const ssoInfoSchema = z.object({
  provider: socialProviderSchema,
  providerUserId: storableString().min(1),
  email: emailSchema.nullable(),
  name: storableString().nullable(),
  registered: z.boolean(),
});
/** Social account information. */
export type SsoInfo = z.infer<typeof ssoInfoSchema>;
