import { z } from "zod";
import { idSchema, instantSchema, linkSchema } from "./common";
import { serviceIdSchema } from "./service";
import { storableString } from "./storableText";

/**
 * A terms item (docs/product/entities.md). `title` and `content` may hold markup: clients sanitise before
 * rendering. `href` points to the full text when it lives elsewhere.
 */
export const termsItemSchema = z.object({
  id: idSchema,
  title: storableString().min(1),
  content: storableString(),
  href: linkSchema.nullable(),
  isOptional: z.boolean(),
});
/** A terms item. */
export type TermsItem = z.infer<typeof termsItemSchema>;

/** Query of both terms reads: the service whose terms are wanted. */
export const termsQuerySchema = z.object({ serviceId: serviceIdSchema });

/** Answer of `GET /terms` (main API v3): the product reads `data.terms` (docs/product/calls.md). */
export const termsListSchema = z.object({ terms: z.array(termsItemSchema) });

/** One term and whether the user agreed to it, with when. */
export const termsAgreementSchema = z.object({
  termsId: idSchema,
  agreed: z.boolean(),
  agreedAt: instantSchema.nullable(),
});
/** The user's answer to one term. */
export type TermsAgreement = z.infer<typeof termsAgreementSchema>;

/** Answer of `GET /terms/agreement`: the user's answers for one service. */
export const termsAgreementListSchema = z.object({
  serviceId: serviceIdSchema,
  agreements: z.array(termsAgreementSchema),
});

/** Body of `PUT /terms/agreement`: changed answers; terms not listed keep theirs. */
export const termsAgreementUpdateSchema = z.object({
  serviceId: serviceIdSchema,
  agreements: z
    .array(z.object({ termsId: idSchema, agreed: z.boolean() }))
    .min(1)
    .max(50),
});
/** A change of terms answers. */
export type TermsAgreementUpdate = z.infer<typeof termsAgreementUpdateSchema>;
