import type { Kysely } from "kysely";
import type { Database } from "../../infra/db/schema";

/** The SQL of the exports. */
export const exportRepository = (db: Kysely<Database>) => ({
  /** Where one published version of a tour is kept, if the tour has it. */
  versionSnapshotKey: async (tourId: string, version: number): Promise<string | undefined> =>
    (
      await db
        .selectFrom("publish_versions")
        .select("snapshot_key")
        .where("tour_id", "=", tourId)
        .where("version", "=", version)
        .executeTakeFirst()
    )?.snapshot_key,
});
