import { type Model, modelSchema } from "@orbis/core/contract";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../infra/db/schema";

/** SQL of a tour's model placements and the stored model files they use. */
export const tourModelRepository = (db: Kysely<Database>) => ({
  /** The placements of a tour, oldest first, as the tour document lists them. */
  list: async (tourId: string): Promise<Model[]> =>
    (
      await db
        .selectFrom("tour_models")
        .select("data")
        .where("tour_id", "=", tourId)
        .orderBy("created_at")
        .orderBy("id")
        .execute()
    ).map((r) => modelSchema.parse(r.data)),

  sceneInTour: async (tourId: string, sceneId: string): Promise<boolean> =>
    (await db
      .selectFrom("scenes")
      .select("id")
      .where("tour_id", "=", tourId)
      .where("id", "=", sceneId)
      .executeTakeFirst()) !== undefined,

  /** A stored object of the tour by key, with its bytes; undefined when the tour has none there. */
  storedObject: async (tourId: string, key: string): Promise<{ bytes: number } | undefined> => {
    const row = await db
      .selectFrom("stored_objects")
      .select("bytes")
      .where("tour_id", "=", tourId)
      .where("key", "=", key)
      .where("is_prefix", "=", false)
      .executeTakeFirst();
    return row === undefined ? undefined : { bytes: Number(row.bytes) };
  },

  insert: async (tourId: string, model: Model, now: Date): Promise<void> => {
    await db
      .insertInto("tour_models")
      .values({
        id: model.id,
        tour_id: tourId,
        scene_id: model.sceneId,
        data: JSON.stringify(model),
        created_at: now,
      })
      .execute();
  },

  /** Deletes a placement; answers it, or undefined when the tour has no such placement. */
  remove: async (tourId: string, id: string): Promise<Model | undefined> => {
    const row = await db
      .deleteFrom("tour_models")
      .where("tour_id", "=", tourId)
      .where("id", "=", id)
      .returning("data")
      .executeTakeFirst();
    return row === undefined ? undefined : modelSchema.parse(row.data);
  },

  /** How many placements of the tour use a file link. */
  usesOf: async (tourId: string, url: string): Promise<number> => {
    const row = await db
      .selectFrom("tour_models")
      .select(sql<number>`count(*)::int`.as("uses"))
      .where("tour_id", "=", tourId)
      .where(sql<string>`data->>'url'`, "=", url)
      .executeTakeFirstOrThrow();
    return row.uses;
  },

  /** A placement of a catalogue model in the tour, whose copied file another one can share. */
  catalogueCopy: async (tourId: string, catalogueId: string): Promise<Model | undefined> => {
    const row = await db
      .selectFrom("tour_models")
      .select("data")
      .where("tour_id", "=", tourId)
      .where(sql<string>`data->>'catalogueId'`, "=", catalogueId)
      .orderBy("created_at")
      .executeTakeFirst();
    return row === undefined ? undefined : modelSchema.parse(row.data);
  },
});
