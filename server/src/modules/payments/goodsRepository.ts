import type { Goods } from "@orbis/core/payments";
import type { Kysely, Selectable } from "kysely";
import type { Database, GoodsTable } from "../../infra/db/schema";

/** A goods row as the rules see it: prices parsed, byte counts as numbers. */
const toGoods = (row: Selectable<GoodsTable>): Goods => ({
  code: row.code,
  kind: row.kind,
  name: row.name,
  planId: row.plan_id,
  periodUnit: row.period_unit,
  periodCount: row.period_count,
  pricesMinor: row.prices,
  // bigint columns arrive as strings from pg.
  storageBytes: row.storage_bytes === null ? null : Number(row.storage_bytes),
  licenceCount: row.licence_count,
});

/** SQL of the price list. */
export const goodsRepository = (db: Kysely<Database>) => ({
  /** Every product, in the price list's order. */
  list: async (): Promise<Goods[]> =>
    (await db.selectFrom("goods").selectAll().orderBy("sort_order").execute()).map(toGoods),

  /** The products of these codes; a code without a product is missing from the answer. */
  find: async (codes: readonly string[]): Promise<Goods[]> =>
    codes.length === 0
      ? []
      : (await db.selectFrom("goods").selectAll().where("code", "in", codes).execute()).map(
          toGoods,
        ),
});
