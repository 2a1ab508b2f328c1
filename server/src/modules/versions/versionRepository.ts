import type { Kysely } from "kysely";
import type { Database } from "../../infra/db/schema";

/** SQL of what the published versions pin: their snapshot keys, and the locks a publication takes. */
export const versionRepository = (db: Kysely<Database>) => ({
  /** Locks the owner's account row until the transaction ends (a publication locks it first). */
  lockOwner: async (ownerId: string): Promise<void> => {
    await db
      .selectFrom("accounts")
      .select("user_id")
      .where("user_id", "=", ownerId)
      .forUpdate()
      .execute();
  },

  /** Locks the tour's publication state until the transaction ends. */
  lockTour: async (tourId: string): Promise<void> => {
    await db.selectFrom("tours").select("id").where("id", "=", tourId).forUpdate().execute();
  },

  /** The snapshot keys of a tour's published versions, oldest first. */
  snapshotKeys: async (tourId: string): Promise<string[]> =>
    (
      await db
        .selectFrom("publish_versions")
        .select("snapshot_key")
        .where("tour_id", "=", tourId)
        .orderBy("version")
        .execute()
    ).map((r) => r.snapshot_key),
});
