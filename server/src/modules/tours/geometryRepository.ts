import type { Insertable, Kysely, Selectable } from "kysely";
import type { Database, GeometriesTable } from "../../infra/db/schema";

/** A geometry row. */
export type GeometryRow = Selectable<GeometriesTable>;

/** SQL of the geometries drawn on a tour's scenes. Pass a transaction to run several at once. */
export const geometryRepository = (db: Kysely<Database>) => ({
  /** The geometries' documents, in their order (still to be parsed against the contract). */
  dataOf: async (tourId: string): Promise<GeometryRow["data"][]> =>
    (
      await db
        .selectFrom("geometries")
        .select("data")
        .where("tour_id", "=", tourId)
        .orderBy("ord")
        .execute()
    ).map((g) => g.data),

  /** Every geometry row of a tour (to copy it). */
  rowsOf: (tourId: string): Promise<GeometryRow[]> =>
    db.selectFrom("geometries").selectAll().where("tour_id", "=", tourId).execute(),

  /** Replaces all of a tour's geometries by `rows` (in their order). */
  replaceAll: async (
    tourId: string,
    rows: readonly Insertable<GeometriesTable>[],
  ): Promise<void> => {
    await db.deleteFrom("geometries").where("tour_id", "=", tourId).execute();
    if (rows.length > 0) await db.insertInto("geometries").values(rows).execute();
  },

  insert: async (row: Insertable<GeometriesTable>): Promise<void> => {
    await db.insertInto("geometries").values(row).execute();
  },

  /** Deletes one geometry; answers its document, or undefined when it was not there. */
  remove: async (tourId: string, geometryId: string): Promise<GeometryRow["data"] | undefined> =>
    (
      await db
        .deleteFrom("geometries")
        .where("tour_id", "=", tourId)
        .where("id", "=", geometryId)
        .returning("data")
        .executeTakeFirst()
    )?.data,
});
