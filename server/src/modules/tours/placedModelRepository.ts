import type { Insertable, Kysely, Selectable } from "kysely";
import type { Database, TourModelsTable } from "../../infra/db/schema";

/** A model placement row. */
export type PlacedModelRow = Selectable<TourModelsTable>;

/**
 * SQL of the model placements as the tours module sees them (documents, copies, the scenes a
 * save removes); placing and verifying models is the models module's.
 */
export const placedModelRepository = (db: Kysely<Database>) => ({
  /** The placements' documents, oldest first (still to be parsed against the contract). */
  dataOf: async (tourId: string): Promise<PlacedModelRow["data"][]> =>
    (
      await db
        .selectFrom("tour_models")
        .select("data")
        .where("tour_id", "=", tourId)
        .orderBy("created_at")
        .execute()
    ).map((m) => m.data),

  /** The documents of the placements in the given scenes, or in the whole tour without them. */
  dataIn: async (
    tourId: string,
    sceneIds?: readonly string[],
  ): Promise<PlacedModelRow["data"][]> => {
    const placed = db.selectFrom("tour_models").select("data").where("tour_id", "=", tourId);
    const rows = await (sceneIds === undefined
      ? placed
      : placed.where("scene_id", "in", sceneIds)
    ).execute();
    return rows.map((m) => m.data);
  },

  /** Every placement row of a tour (to copy it). */
  rowsOf: (tourId: string): Promise<PlacedModelRow[]> =>
    db.selectFrom("tour_models").selectAll().where("tour_id", "=", tourId).execute(),

  insert: async (row: Insertable<TourModelsTable>): Promise<void> => {
    await db.insertInto("tour_models").values(row).execute();
  },
});
