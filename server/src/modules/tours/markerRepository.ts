import type { Insertable, Kysely, Selectable } from "kysely";
import type { Database, MarkersTable } from "../../infra/db/schema";

/** A marker row. */
export type MarkerRow = Selectable<MarkersTable>;

/** SQL of a tour's markers. Pass a transaction to run several calls atomically. */
export const markerRepository = (db: Kysely<Database>) => ({
  /** The markers' documents, in their order (still to be parsed against the contract). */
  dataOf: async (tourId: string): Promise<MarkerRow["data"][]> =>
    (
      await db
        .selectFrom("markers")
        .select("data")
        .where("tour_id", "=", tourId)
        .orderBy("ord")
        .execute()
    ).map((m) => m.data),

  /** Every marker row of a tour (to copy it). */
  rowsOf: (tourId: string): Promise<MarkerRow[]> =>
    db.selectFrom("markers").selectAll().where("tour_id", "=", tourId).execute(),

  find: (tourId: string, markerId: string): Promise<MarkerRow | undefined> =>
    db
      .selectFrom("markers")
      .selectAll()
      .where("tour_id", "=", tourId)
      .where("id", "=", markerId)
      .executeTakeFirst(),

  /** Gives a marker its voice; false when the marker is gone. */
  setVoice: async (
    tourId: string,
    markerId: string,
    data: string,
    voiceKey: string,
  ): Promise<boolean> =>
    (await db
      .updateTable("markers")
      .set({ data, voice_key: voiceKey })
      .where("tour_id", "=", tourId)
      .where("id", "=", markerId)
      .returning("id")
      .executeTakeFirst()) !== undefined,

  /** Replaces all of a tour's markers by `rows` (in their order). */
  replaceAll: async (tourId: string, rows: readonly Insertable<MarkersTable>[]): Promise<void> => {
    await db.deleteFrom("markers").where("tour_id", "=", tourId).execute();
    if (rows.length > 0) await db.insertInto("markers").values(rows).execute();
  },

  insert: async (row: Insertable<MarkersTable>): Promise<void> => {
    await db.insertInto("markers").values(row).execute();
  },

  /** Deletes the listed markers of a tour; answers those that were there, with their voices. */
  removeSome: (tourId: string, ids: readonly string[]) =>
    db
      .deleteFrom("markers")
      .where("tour_id", "=", tourId)
      .where("id", "in", ids)
      .returning(["id", "voice_key"])
      .execute(),
});
