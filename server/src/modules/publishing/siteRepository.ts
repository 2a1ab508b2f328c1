import { tourSettingsSchema } from "@orbis/core/contract";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../infra/db/schema";

/** A published tour as the sites calls read it, with the caller's role and its recent visits. */
export interface SiteRow {
  readonly tourId: string;
  readonly projectId: string;
  readonly ownerId: string;
  /** The caller's coworker role; null when the caller owns the project. */
  readonly coworkerRole: "editor" | "viewer" | null;
  readonly title: string;
  readonly description: string;
  readonly settings: unknown;
  readonly thumbnailKey: string | null;
  readonly slug: string;
  readonly version: number;
  readonly publishedAt: Date | string;
  readonly visits: number;
}

/** What the live page of a slug shows beside its snapshot (docs/decisions.md, sites). */
export interface LiveSiteRow {
  readonly ownerId: string;
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly settings: unknown;
}

/**
 * SQL of sites: the published tours a person owns or coworks on with their visits since a day
 * (from the folded daily rows), the live fields of a served tour, and the slug and OG picture
 * writes. Publishing reads the projects tables as the rest of the module does.
 */
export const siteRepository = (db: Kysely<Database>) => {
  const sites = (userId: string, since: string) =>
    db
      .selectFrom("tours")
      .innerJoin("projects", "projects.id", "tours.project_id")
      .innerJoin("publish_versions", (join) =>
        join
          .onRef("publish_versions.tour_id", "=", "tours.id")
          .onRef("publish_versions.version", "=", "tours.published_version"),
      )
      .leftJoin("project_coworkers", (join) =>
        join
          .onRef("project_coworkers.project_id", "=", "projects.id")
          .on("project_coworkers.user_id", "=", userId),
      )
      .where((eb) =>
        eb.or([eb("projects.owner_id", "=", userId), eb("project_coworkers.user_id", "=", userId)]),
      )
      .select([
        "tours.id as tourId",
        "tours.project_id as projectId",
        "projects.owner_id as ownerId",
        "project_coworkers.role as coworkerRole",
        "tours.title",
        "tours.description",
        "tours.settings",
        "tours.thumbnail_key as thumbnailKey",
        "publish_versions.slug as versionSlug",
        "tours.slug",
        "publish_versions.version",
        "publish_versions.published_at as publishedAt",
        sql<number>`coalesce((select sum(s.visits) from tour_daily_stats s
          where s.tour_id = tours.id and s.day >= ${since}), 0)::int`.as("visits"),
      ]);

  const shape = (r: {
    tourId: string;
    projectId: string;
    ownerId: string;
    coworkerRole: "editor" | "viewer" | null;
    title: string;
    description: string;
    settings: unknown;
    thumbnailKey: string | null;
    slug: string | null;
    versionSlug: string;
    version: number;
    publishedAt: Date | string;
    visits: number;
  }): SiteRow => ({
    tourId: r.tourId,
    projectId: r.projectId,
    ownerId: r.ownerId,
    coworkerRole: r.coworkerRole,
    title: r.title,
    description: r.description,
    settings: r.settings,
    thumbnailKey: r.thumbnailKey,
    slug: r.slug ?? r.versionSlug,
    version: r.version,
    publishedAt: r.publishedAt,
    visits: r.visits,
  });

  return {
    /** The person's online tours, the latest publication first. */
    list: async (userId: string, since: string): Promise<SiteRow[]> =>
      (
        await sites(userId, since)
          .orderBy("publish_versions.published_at", "desc")
          .orderBy("tours.id")
          .execute()
      ).map(shape),

    /** One online tour the person owns or coworks on; undefined otherwise (or offline). */
    one: async (userId: string, tourId: string, since: string): Promise<SiteRow | undefined> => {
      const row = await sites(userId, since).where("tours.id", "=", tourId).executeTakeFirst();
      return row && shape(row);
    },

    /** The live fields of an online tour, for its page. */
    live: async (tourId: string): Promise<LiveSiteRow | undefined> =>
      db
        .selectFrom("tours")
        .innerJoin("projects", "projects.id", "tours.project_id")
        .select([
          "projects.owner_id as ownerId",
          "tours.slug",
          "tours.title",
          "tours.description",
          "tours.settings",
        ])
        .where("tours.id", "=", tourId)
        .executeTakeFirst()
        .then((r) => (r?.slug ? { ...r, slug: r.slug } : undefined)),

    /** Moves the tour to another slug (the unique index settles a race). */
    setSlug: async (tourId: string, slug: string): Promise<void> => {
      await db.updateTable("tours").set({ slug }).where("id", "=", tourId).execute();
    },

    /** Writes the tour's settings (already checked by the caller). */
    setSettings: async (tourId: string, settings: unknown): Promise<void> => {
      await db
        .updateTable("tours")
        .set({ settings: JSON.stringify(settings) })
        .where("id", "=", tourId)
        .execute();
    },
  };
};

/** A tour's stored settings, parsed; null when they do not parse. */
export const headSettingsOf = (stored: unknown) => {
  const parsed = tourSettingsSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
};
