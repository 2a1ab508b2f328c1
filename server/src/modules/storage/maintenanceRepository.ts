import type { Kysely } from "kysely";
import type { Database } from "../../infra/db/schema";

/**
 * SQL of one-off start-up tasks (`maintenance_runs`): each runs until it finishes once. Several
 * processes may start together against one PostgreSQL, so a task is claimed before it runs.
 */
export const maintenanceRepository = (db: Kysely<Database>) => ({
  /**
   * Claims a task for this process: true when it never finished and nobody claimed it after
   * `staleBefore` (a claim older than that belongs to a process that died without releasing it).
   */
  claim: async (name: string, now: Date, staleBefore: Date): Promise<boolean> => {
    const row = await db
      .insertInto("maintenance_runs")
      .values({ name, started_at: now, finished_at: null, result: null })
      .onConflict((oc) =>
        oc
          .column("name")
          .doUpdateSet({ started_at: now })
          .where("maintenance_runs.finished_at", "is", null)
          .where("maintenance_runs.started_at", "<", staleBefore),
      )
      .returning("name")
      .executeTakeFirst();
    return row !== undefined;
  },

  /** Gives back a claim without finishing (a stop mid-way): the next start runs the task again. */
  release: async (name: string): Promise<void> => {
    await db
      .deleteFrom("maintenance_runs")
      .where("name", "=", name)
      .where("finished_at", "is", null)
      .execute();
  },

  /** Marks a task done with what it did; it will not run again. */
  finish: async (name: string, now: Date, result: Record<string, unknown>): Promise<void> => {
    await db
      .updateTable("maintenance_runs")
      .set({ finished_at: now, result: JSON.stringify(result) })
      .where("name", "=", name)
      .execute();
  },
});
