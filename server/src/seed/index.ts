import type { Kysely } from "kysely";
import type { Database } from "../infra/db/schema";
import { seedPlans } from "./plans";
import { seedTerms } from "./terms";

/**
 * Writes the catalogue rows every Orbis needs: plans (and, as modules add them, terms and coupon
 * popups). Idempotent: a rerun updates the rows to the shipped values and adds new ones, never
 * touching what users made.
 */
export const seedCatalogue = async (db: Kysely<Database>): Promise<void> => {
  await db.transaction().execute(async (trx) => {
    for (const [order, plan] of seedPlans.entries()) {
      const row = {
        type: plan.type,
        name: plan.name,
        kind: plan.kind,
        constraints: JSON.stringify(plan.constraints),
        prices: JSON.stringify(plan.prices),
        sort_order: order,
      };
      await trx
        .insertInto("plans")
        .values({ id: plan.id, ...row })
        .onConflict((oc) => oc.column("id").doUpdateSet(row))
        .execute();
    }
    for (const [order, term] of seedTerms.entries()) {
      const row = {
        service_id: term.serviceId,
        is_optional: term.isOptional,
        href: term.href,
        sort_order: order,
      };
      await trx
        .insertInto("terms")
        .values({ id: term.id, ...row })
        .onConflict((oc) => oc.column("id").doUpdateSet(row))
        .execute();
      for (const [language, text] of Object.entries(term.texts)) {
        await trx
          .insertInto("terms_texts")
          .values({ terms_id: term.id, language, ...text })
          .onConflict((oc) => oc.columns(["terms_id", "language"]).doUpdateSet(text))
          .execute();
      }
    }
  });
};
