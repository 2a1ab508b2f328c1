import { z } from "zod";
import { planTypeSchema } from "../enums";
import { planConstraintsSchema } from "./account";
import { idSchema } from "./common";
import { storableString } from "./storableText";

/** A plan's price per billing period; a missing period means "contact us" (docs/product/overview.md). */
export const planPeriodPricesSchema = z.object({
  MONTH: z.number().nonnegative().optional(),
  YEAR: z.number().nonnegative().optional(),
});

/**
 * One plan as the pricing page lists it: what it allows and what it costs in each currency.
 * Amounts are in whole won (KRW) and dollars (USD); the server is their only source.
 */
export const catalogueEntrySchema = z.object({
  id: idSchema,
  type: planTypeSchema,
  name: storableString().min(1),
  kind: z.enum(["contents", "hosting"]),
  constraints: planConstraintsSchema,
  prices: z.object({ KRW: planPeriodPricesSchema, USD: planPeriodPricesSchema }),
});
/** A plan of the catalogue. */
export type CatalogueEntry = z.infer<typeof catalogueEntrySchema>;

/** Answer of `GET /plans`: every plan, in the order the pricing page shows them. */
export const planCatalogueSchema = z.array(catalogueEntrySchema);
