import { z } from "zod";
import { emailSchema, idSchema, instantSchema } from "./common";
import { storableString } from "./storableText";

/**
 * One extra profile answer kept by the main API (marketing consent, occupation, purpose of use…).
 * Keys are free so the product can add questions without a new release.
 */
export const userExtraSchema = z.object({
  key: storableString().regex(/^[a-zA-Z][a-zA-Z0-9_.-]{0,63}$/, "Match the requested format."),
  value: storableString().max(1000),
});
/** An extra profile answer. */
export type UserExtra = z.infer<typeof userExtraSchema>;

/** Body of `PUT /users/extra` and `PUT /public/extra/{encryptId}`: the answers to set. */
export const userExtraListBodySchema = z.object({
  list: z.array(userExtraSchema).min(1).max(50),
});

/** `{encryptId}` path parameter: the opaque, signed id carried by a link in an email. */
export const encryptIdParamsSchema = z.object({ encryptId: storableString().min(8).max(512) });

/** `{id}` path parameter of `GET /public/verification/{id}`: an emailed link's encrypted id. */
export const publicVerificationParamsSchema = z.object({ id: storableString().min(8).max(512) });

/**
 * Answer of `GET /public/verification/{id}`: who an emailed link (unsubscribe, restore) is for.
 * The address is masked because anyone holding the link may call this.
 */
export const publicVerificationSchema = z.object({
  purpose: z.enum(["unsubscribe", "restore"]),
  maskedEmail: storableString(),
  expiresAt: instantSchema,
});
/** What an emailed link is for. */
export type PublicVerification = z.infer<typeof publicVerificationSchema>;

/** Why a user leaves (the product names the field `reasonType` only). */
export const surveyReasonTypeSchema = z.enum([
  "not-useful",
  "too-expensive",
  "hard-to-use",
  "found-alternative",
  "privacy",
  "other",
]);

/** Body of `POST /user/survey` (docs/product/entities.md: reasonType, customReason); `other` needs a reason. */
export const userSurveySchema = z
  .object({
    reasonType: surveyReasonTypeSchema,
    customReason: storableString().max(1000).optional(),
  })
  .refine((v) => v.reasonType !== "other" || (v.customReason ?? "").trim() !== "", {
    message: "Please fill out this field.",
    path: ["customReason"],
  });
/** A leaving survey answer. */
export type UserSurvey = z.infer<typeof userSurveySchema>;

/** Body of `POST /user/withdrawal/verification/{socialType}`: mail a restore link. */
export const withdrawalVerificationSchema = z.object({ email: emailSchema, userId: idSchema });

/** Body of `POST /user/restore/{socialType}`: the id from the restore link. */
export const restoreSchema = z.object({ encryptId: storableString().min(8).max(512) });

/** Answer of a restore: the account is active again and can sign in. */
export const restoreResultSchema = z.object({ userId: idSchema, email: emailSchema });

/** Answer of `POST /user/login/{socialType}` and `POST /user/register/suid`. */
export const mainUserSchema = z.object({ userId: idSchema, firstAccess: z.boolean() });
/** The main API's view of a signed-in user. */
export type MainUser = z.infer<typeof mainUserSchema>;
