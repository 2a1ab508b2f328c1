import type { Kysely, Selectable } from "kysely";
import type { Database, ScenesTable } from "../../../infra/db/schema";

/** A scene row. */
export type SceneRow = Selectable<ScenesTable>;

/** SQL of scenes as the upload and the tiling job change them. */
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
