import { type Kysely, sql } from "kysely";
import type { Database } from "../../infra/db/schema";

/** A version a slug serves now. */
export interface ServedVersion {
  readonly tourId: string;
  readonly version: number;
  readonly snapshotKey: string;
}

/** SQL of publications: versions, slugs and what a slug serves. */
export const publishRepository = (db: Kysely<Database>) => ({
  /** The finished scenes of a tour (tiled, state done) and their current revision. */
  readyScenes: (tourId: string): Promise<{ id: string; revision: number }[]> =>
    db
      .selectFrom("scenes")
      .select(["id", "revision"])
      .where("tour_id", "=", tourId)
      .where("state", "=", "done")
      .where("tiles", "is not", null)
      .execute(),

  /** The tour holding a slug, if any. */
  slugHolder: async (slug: string): Promise<string | undefined> =>
    (await db.selectFrom("tours").select("id").where("slug", "=", slug).executeTakeFirst())?.id,

  /** Slugs in use that a derived slug `base` could collide with: `base` and `base-…`. */
  slugsLike: async (base: string): Promise<string[]> =>
    (
      await db
        .selectFrom("tours")
        .select("slug")
        .where((eb) =>
          eb.or([
            eb("slug", "=", base),
            eb(sql<string>`left(slug, ${base.length + 1})`, "=", `${base}-`),
          ]),
        )
        .execute()
    ).flatMap((r) => (r.slug === null ? [] : [r.slug])),

  /**
   * Locks the owner's account row: publications of one owner are counted against their quota
   * one at a time, so two first publications cannot both take the last published URL.
   */
  lockOwner: async (ownerId: string): Promise<void> => {
    await db
      .selectFrom("accounts")
      .select("user_id")
      .where("user_id", "=", ownerId)
      .forUpdate()
      .execute();
  },

  /** The tour's publication state, locked until the transaction ends. */
  lockTour: (tourId: string) =>
    db
      .selectFrom("tours")
      .select(["slug", "published_version"])
      .where("id", "=", tourId)
      .forUpdate()
      .executeTakeFirst(),

  /** How many of the owner's tours are online now (the published-URL quota, 70003). */
  countOnline: async (ownerId: string): Promise<number> =>
    (
      await db
        .selectFrom("tours")
        .innerJoin("projects", "projects.id", "tours.project_id")
        .select(sql<number>`count(*)::int`.as("n"))
        .where("projects.owner_id", "=", ownerId)
        .where("tours.published_version", "is not", null)
        .executeTakeFirstOrThrow()
    ).n,

  /** The next version number of a tour, from 1. */
  nextVersion: async (tourId: string): Promise<number> =>
    (
      await db
        .selectFrom("publish_versions")
        .select(sql<number>`coalesce(max(version), 0)::int + 1`.as("next"))
        .where("tour_id", "=", tourId)
        .executeTakeFirstOrThrow()
    ).next,

  /** Records a version and points the tour's slug at it. */
  addVersion: async (v: {
    tourId: string;
    version: number;
    slug: string;
    snapshotKey: string;
    publishedAt: Date;
  }): Promise<void> => {
    await db
      .insertInto("publish_versions")
      .values({
        tour_id: v.tourId,
        version: v.version,
        slug: v.slug,
        snapshot_key: v.snapshotKey,
        published_at: v.publishedAt,
      })
      .execute();
    await db
      .updateTable("tours")
      .set({ slug: v.slug, published_version: v.version })
      .where("id", "=", v.tourId)
      .execute();
  },

  /** Takes a tour offline; it keeps its slug for its next publication. True if it was online. */
  unpublish: async (tourId: string): Promise<boolean> => {
    const done = await db
      .updateTable("tours")
      .set({ published_version: null })
      .where("id", "=", tourId)
      .where("published_version", "is not", null)
      .executeTakeFirst();
    return Number(done.numUpdatedRows) > 0;
  },

  /** The version a slug serves now, if it is online. */
  served: async (slug: string): Promise<ServedVersion | undefined> => {
    const row = await db
      .selectFrom("tours")
      .innerJoin("publish_versions", (join) =>
        join
          .onRef("publish_versions.tour_id", "=", "tours.id")
          .onRef("publish_versions.version", "=", "tours.published_version"),
      )
      .select(["tours.id", "publish_versions.version", "publish_versions.snapshot_key"])
      .where("tours.slug", "=", slug)
      .executeTakeFirst();
    return row && { tourId: row.id, version: row.version, snapshotKey: row.snapshot_key };
  },

  /** The snapshot files of every version of a tour. */
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
