import { z } from "zod";
import {
  currencySchema,
  licenceProductCodeSchema,
  onboardingStepSchema,
  paymentStatusSchema,
} from "../enums";
import { idSchema, instantSchema } from "./common";
import { pagingQueryShape, titleSchema } from "./listing";
import { storableString } from "./storableText";

/** An instructor's profile (fields the product leaves open). */
export const instructorInfoSchema = z.object({
  userId: idSchema,
  name: titleSchema(50),
  organization: storableString().max(100),
  phone: storableString()
    .regex(/^\+?[0-9-]{6,20}$/)
    .nullable(),
  introduction: storableString().max(2000).nullable(),
  onboardingStep: onboardingStepSchema,
  certified: z.boolean(),
});
/** Instructor info. */
export type InstructorInfo = z.infer<typeof instructorInfoSchema>;

/** Body of `PATCH /edu/instructor/info`: the fields to change. */
export const instructorInfoUpdateSchema = instructorInfoSchema
  .pick({ name: true, organization: true, phone: true, introduction: true })
  .partial()
  .refine((update) => Object.keys(update).length > 0, { message: "Nothing to update." });

/** An instructor's certification; `renewable` says whether the renew call would succeed now. */
export const certificationSchema = z.object({
  certified: z.boolean(),
  certificateNumber: storableString().nullable(),
  issuedAt: instantSchema.nullable(),
  expiresAt: instantSchema.nullable(),
  renewable: z.boolean(),
});
/** Instructor certification info. */
export type Certification = z.infer<typeof certificationSchema>;

/** Query of `GET /edu/instructor/history/list`. */
export const instructorHistoryQuerySchema = z.object({ ...pagingQueryShape });

/** A line of the instructor's payment history, named in the `langCode` language. */
export const instructorHistoryItemSchema = z.object({
  merchantUid: storableString().min(1),
  productCode: licenceProductCodeSchema,
  productName: storableString(),
  quantity: z.number().int().positive(),
  amount: z.number().nonnegative(),
  currency: currencySchema,
  status: paymentStatusSchema,
  paidAt: instantSchema.nullable(),
});
/** An instructor payment history item. */
export type InstructorHistoryItem = z.infer<typeof instructorHistoryItemSchema>;
