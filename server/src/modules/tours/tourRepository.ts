import type { Insertable, Kysely, Selectable, Updateable } from "kysely";
import type { Database, PublishVersionsTable, ToursTable } from "../../infra/db/schema";

/** A tour row. */
export type TourRow = Selectable<ToursTable>;

/**
 * SQL of tour rows: reading, changing and deleting one, marking it (and its project) changed,
 * and the versions it was published as. Pass a transaction to run several calls atomically.
 */
export const tourRepository = (db: Kysely<Database>) => ({
  find: (tourId: string): Promise<TourRow | undefined> =>
    db.selectFrom("tours").selectAll().where("id", "=", tourId).executeTakeFirst(),

  /** The project a tour is in and its owner, or undefined once the tour is gone. */
  projectOf: (tourId: string) =>
    db
      .selectFrom("tours")
      .innerJoin("projects", "projects.id", "tours.project_id")
      .select(["projects.id", "projects.owner_id"])
      .where("tours.id", "=", tourId)
      .executeTakeFirst(),

  /** Locks a project row, so tours added to it at once are counted one by one. */
  lockProject: async (projectId: string): Promise<void> => {
    await db
      .selectFrom("projects")
      .select("id")
      .where("id", "=", projectId)
      .forUpdate()
      .executeTakeFirst();
  },

  insert: async (row: Insertable<ToursTable>): Promise<void> => {
    await db.insertInto("tours").values(row).execute();
  },

  update: async (tourId: string, changes: Updateable<ToursTable>): Promise<void> => {
    await db.updateTable("tours").set(changes).where("id", "=", tourId).execute();
  },

  /** Sets where a visit starts unless the tour has a start already (its first scene does). */
  startAtIfUnset: async (tourId: string, initialView: string): Promise<void> => {
    await db
      .updateTable("tours")
      .set({ initial_view: initialView })
      .where("id", "=", tourId)
      .where("initial_view", "is", null)
      .execute();
  },

  remove: async (tourId: string): Promise<void> => {
    await db.deleteFrom("tours").where("id", "=", tourId).execute();
  },

  /** Marks a tour (and its project) changed now. */
  touch: async (tourId: string, projectId: string, now: Date): Promise<void> => {
    await db.updateTable("tours").set({ updated_at: now }).where("id", "=", tourId).execute();
    await db.updateTable("projects").set({ updated_at: now }).where("id", "=", projectId).execute();
  },

  /** The versions a tour was published as, newest first. */
  publishVersions: (tourId: string): Promise<Selectable<PublishVersionsTable>[]> =>
    db
      .selectFrom("publish_versions")
      .selectAll()
      .where("tour_id", "=", tourId)
      .orderBy("version", "desc")
      .execute(),
});
