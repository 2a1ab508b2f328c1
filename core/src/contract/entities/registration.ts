import { z } from "zod";
import { clientKindSchema } from "../enums";
import { emailSchema, idSchema } from "./common";
import { passwordSchema } from "./password";
import { serviceIdentityShape } from "./service";
import { displayNameSchema } from "./user";
import { verifyCodeSchema } from "./verification";

/**
 * The terms the user ticked, by id. Mandatory terms must all be in it (the server checks
 * against the current terms of the service; the console shows "Please agree to the mandatory
 * terms." before sending).
 */
export const agreedTermsIdsSchema = z
  .array(idSchema)
  .min(1, "Please agree to the mandatory terms.")
  .max(50);

/** Body of `POST /users/register/email`: the account, the proof of the address, the terms. */
export const emailRegistrationSchema = z.object({
  ...serviceIdentityShape,
  email: emailSchema,
  password: passwordSchema,
  name: displayNameSchema,
  nickname: displayNameSchema.optional(),
  verifyId: idSchema,
  verifyCode: verifyCodeSchema,
  agreedTermsIds: agreedTermsIdsSchema,
  marketingAgreed: z.boolean().default(false),
  clientKind: clientKindSchema.optional(),
});
/** An email registration. */
export type EmailRegistration = z.input<typeof emailRegistrationSchema>;

/**
 * Body of `POST /users/register/{provider}`, sent with the token of a social login that answered
 * `registered: false`. The email is needed only when the provider did not share one.
 */
export const socialRegistrationSchema = z.object({
  ...serviceIdentityShape,
  name: displayNameSchema,
  nickname: displayNameSchema.optional(),
  email: emailSchema.optional(),
  agreedTermsIds: agreedTermsIdsSchema,
  marketingAgreed: z.boolean().default(false),
});
/** A social registration. */
export type SocialRegistration = z.input<typeof socialRegistrationSchema>;
