import { z } from "zod";
import { licenceProductCodeSchema } from "../enums";
import { idSchema, instantSchema } from "./common";
import { userAliasSchema } from "./edu";
import { pagingQueryShape } from "./listing";
import { storableString } from "./storableText";

/** Student licence durations, in months (docs/product/limits.md: 1, 2 and 3). */
export const licenceDurationSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
/** A licence duration. */
export type LicenceDuration = z.infer<typeof licenceDurationSchema>;

/** Where a bought licence stands: not yet given, given to a student, or run out. */
export const licenceStateSchema = z.enum(["available", "delivered", "expired"]);

/** A line of `GET /edu/license/simple/list`; the student fields are null until delivery. */
export const licenceSchema = z.object({
  licenceId: idSchema,
  productCode: licenceProductCodeSchema,
  productName: storableString(),
  durationMonths: licenceDurationSchema,
  state: licenceStateSchema,
  groupId: idSchema.nullable(),
  userId: idSchema.nullable(),
  userAlias: userAliasSchema.nullable(),
  purchasedAt: instantSchema,
  deliveredAt: instantSchema.nullable(),
  expiresAt: instantSchema.nullable(),
});
/** A licence list item. */
export type Licence = z.infer<typeof licenceSchema>;

/** Query of the licence list. Numbers arrive as text, hence the coercion. */
export const licenceListQuerySchema = z.object({
  ...pagingQueryShape,
  state: licenceStateSchema.optional(),
  durationMonths: z.coerce.number().pipe(licenceDurationSchema).optional(),
});

/**
 * Body of `POST /edu/license/delivery` (the product leaves it open): give each named student of a
 * group one available licence of the duration; all or none.
 */
export const licenceDeliverySchema = z.object({
  groupId: idSchema,
  userIds: z.array(idSchema).min(1).max(500),
  durationMonths: licenceDurationSchema,
});
/** Body of the licence delivery. */
export type LicenceDelivery = z.infer<typeof licenceDeliverySchema>;
