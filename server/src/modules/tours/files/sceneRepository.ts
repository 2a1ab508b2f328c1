import type { Insertable, Kysely, Selectable, Updateable } from "kysely";
import type { Database, ScenesTable } from "../../../infra/db/schema";

/** A scene row. */
export type SceneRow = Selectable<ScenesTable>;

/** SQL of scenes: the upload and the tiling job change them, saves and copies too. */
export const sceneRepository = (db: Kysely<Database>) => ({
  find: (id: string) => db.selectFrom("scenes").selectAll().where("id", "=", id).executeTakeFirst(),

  ofTour: (tourId: string) =>
    db
      .selectFrom("scenes")
      .selectAll()
      .where("tour_id", "=", tourId)
      .orderBy("ord")
      .orderBy("created_at")
      .execute(),

  idsOf: async (tourId: string): Promise<string[]> =>
    (await db.selectFrom("scenes").select("id").where("tour_id", "=", tourId).execute()).map(
      (s) => s.id,
    ),

  insert: async (row: Insertable<ScenesTable>): Promise<void> => {
    await db.insertInto("scenes").values(row).execute();
  },

  update: async (id: string, changes: Updateable<ScenesTable>): Promise<void> => {
    await db.updateTable("scenes").set(changes).where("id", "=", id).execute();
  },

  remove: async (ids: readonly string[]): Promise<void> => {
    if (ids.length === 0) return;
    await db.deleteFrom("scenes").where("id", "in", ids).execute();
  },

  /** The first scene of a tour made from a file of that name (what an overwrite replaces). */
  byFileName: (tourId: string, fileName: string) =>
    db
      .selectFrom("scenes")
      .selectAll()
      .where("tour_id", "=", tourId)
      .where("file_name", "=", fileName)
      .orderBy("created_at")
      .executeTakeFirst(),

  nextOrder: async (tourId: string): Promise<number> => {
    const row = await db
      .selectFrom("scenes")
      .select((eb) => eb.fn.max("ord").as("max"))
      .where("tour_id", "=", tourId)
      .executeTakeFirst();
    return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
  },

  /** Moves a scene's tiling forward, only while it is still at `revision` (an overwrite wins). */
  setTiling: async (
    id: string,
    revision: number,
    changes: {
      state: SceneRow["state"];
      progress: number;
      tiles?: string | null;
      error?: string | null;
    },
    now: Date,
  ) =>
    (await db
      .updateTable("scenes")
      .set({ ...changes, updated_at: now })
      .where("id", "=", id)
      .where("revision", "=", revision)
      .returning("id")
      .executeTakeFirst()) !== undefined,
});
