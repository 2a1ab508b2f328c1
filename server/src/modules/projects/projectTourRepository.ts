import type { TourSettings } from "@orbis/core/contract";
import type { Kysely, Selectable } from "kysely";
import type { Database, ToursTable } from "../../infra/db/schema";

/**
 * SQL of the tours a project holds, as the projects module sees them: finding one for an access
 * check, adding an empty one, moving one into a new project. Pass a transaction to run several
 * calls atomically.
 */
export const projectTourRepository = (db: Kysely<Database>) => ({
  findTour: (tourId: string): Promise<Selectable<ToursTable> | undefined> =>
    db.selectFrom("tours").selectAll().where("id", "=", tourId).executeTakeFirst(),

  /** The ids of a tour's scenes (a tour without any may not become a project). */
  sceneIds: async (tourId: string): Promise<string[]> =>
    (await db.selectFrom("scenes").select("id").where("tour_id", "=", tourId).execute()).map(
      (s) => s.id,
    ),

  /** Locks the project row, so tours added at once are counted one by one. */
  lockProject: async (projectId: string): Promise<void> => {
    await db
      .selectFrom("projects")
      .select("id")
      .where("id", "=", projectId)
      .forUpdate()
      .executeTakeFirst();
  },

  /** Adds an empty, unpublished tour and marks its project changed. */
  addTour: async (tour: {
    id: string;
    projectId: string;
    title: string;
    settings: TourSettings;
    now: Date;
  }): Promise<void> => {
    await db
      .insertInto("tours")
      .values({
        id: tour.id,
        project_id: tour.projectId,
        title: tour.title,
        settings: JSON.stringify(tour.settings),
        initial_view: null,
        thumbnail_key: null,
        slug: null,
        published_version: null,
        created_at: tour.now,
        updated_at: tour.now,
      })
      .execute();
    await db
      .updateTable("projects")
      .set({ updated_at: tour.now })
      .where("id", "=", tour.projectId)
      .execute();
  },

  /** Moves a tour into another project; its stored files stay counted to the same owner. */
  moveTour: async (tourId: string, projectId: string, now: Date): Promise<void> => {
    await db
      .updateTable("tours")
      .set({ project_id: projectId, updated_at: now })
      .where("id", "=", tourId)
      .execute();
    await db
      .updateTable("stored_objects")
      .set({ project_id: projectId })
      .where("tour_id", "=", tourId)
      .execute();
  },
});
