import type { Marker } from "@orbis/core/contract";
import type { ImportScene } from "@orbis/core/interop";
import type { Kysely } from "kysely";
import type { Database } from "../../infra/db/schema";

/**
 * The SQL of an import beyond adding a tour (the projects module's `projectTourRepository`):
 * the new tour's row, its scenes' views, its markers, its undoing.
 */
export const importRepository = (db: Kysely<Database>) => ({
  tourRow: (tourId: string) =>
    db.selectFrom("tours").selectAll().where("id", "=", tourId).executeTakeFirstOrThrow(),

  /** A stored scene's title, view and north offset, as the document has them. */
  updateScene: async (sceneId: string, scene: ImportScene): Promise<void> => {
    await db
      .updateTable("scenes")
      .set({
        title: scene.title,
        initial_view: JSON.stringify(scene.initialView),
        north_offset: scene.northOffset,
      })
      .where("id", "=", sceneId)
      .execute();
  },

  /** The tour's markers, in the document's order (as the tour dump stores them). */
  insertMarkers: async (tourId: string, markers: readonly Marker[]): Promise<void> => {
    if (markers.length === 0) return;
    await db
      .insertInto("markers")
      .values(
        markers.map((marker, ord) => ({
          tour_id: tourId,
          id: marker.id,
          scene_id: marker.sceneId,
          ord,
          data: JSON.stringify(marker),
          voice_key: null,
        })),
      )
      .execute();
  },

  /** Where a visit starts. */
  setInitialView: async (tourId: string, view: Record<string, unknown>): Promise<void> => {
    await db
      .updateTable("tours")
      .set({ initial_view: JSON.stringify(view) })
      .where("id", "=", tourId)
      .execute();
  },

  /** Removes the tour row (its scenes and markers go with it). */
  deleteTour: async (tourId: string): Promise<void> => {
    await db.deleteFrom("tours").where("id", "=", tourId).execute();
  },
});
