import { catalogueEntrySchema, planTypeSchema, routes } from "@orbis/core/contract";
import { cataloguePrices } from "@orbis/core/payments";
import type { Deps } from "../deps";
import { type RouteHost, registerRoute } from "../http/registerRoute";
import { accountRepository } from "../modules/account";
import { goodsRepository } from "../modules/payments";

/** The plan catalogue: the plans the account module keeps, priced by the payments module's goods. */
export const registerPlanCatalogueRoute = (host: RouteHost, deps: Deps): void => {
  registerRoute(host, routes.getPlanCatalogue, async () => {
    const rows = await accountRepository(deps.db.kysely).planCatalogue();
    // Prices are the goods' (the price list the payments module charges from): one source.
    const goods = await goodsRepository(deps.db.kysely).list();
    // Parsed: a row an operator edited by hand must fail here, not in every pricing page.
    return rows.map((row) =>
      catalogueEntrySchema.parse({
        id: row.id,
        type: row.type,
        name: row.name,
        kind: row.kind,
        constraints: row.constraints,
        prices: cataloguePrices({ id: row.id, type: planTypeSchema.parse(row.type) }, goods),
      }),
    );
  });
};
