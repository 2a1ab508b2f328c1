import { type SitePage, sitePageSchema } from "@orbis/core/contract";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../../infra/db/schema";

/** A picture uploaded for a tour's page. */
export interface SiteImageRow {
  readonly id: string;
  readonly fileKey: string;
  readonly width: number;
  readonly height: number;
}

/** A featured tour that is online, as the landing showcase lists it. */
export interface ShowcaseRow {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly slug: string;
  readonly thumbnailKey: string;
}

/** SQL of site pages and the landing showcase. */
export const sitePageRepository = (db: Kysely<Database>) => ({
  /**
   * The saved page of a tour, or null without one. A stored document that no longer parses
   * (a rule tightened since) reads as none, so the page falls back to the default, never breaks.
   */
  find: async (tourId: string): Promise<SitePage | null> => {
    const row = await db
      .selectFrom("site_pages")
      .select("document")
      .where("tour_id", "=", tourId)
      .executeTakeFirst();
    if (row === undefined) return null;
    const parsed = sitePageSchema.safeParse(row.document);
    return parsed.success ? parsed.data : null;
  },

  /** The saved page with its uploaded pictures' addresses, as the published page renders it. */
  body: async (tourId: string): Promise<{ page: SitePage; images: Map<string, string> } | null> => {
    const rows = await db
      .selectFrom("site_pages")
      .leftJoin("site_images", "site_images.tour_id", "site_pages.tour_id")
      .select(["site_pages.document", "site_images.id", "site_images.file_key"])
      .where("site_pages.tour_id", "=", tourId)
      .execute();
    const parsed = sitePageSchema.safeParse(rows[0]?.document);
    if (!parsed.success) return null;
    const images = new Map(
      rows.flatMap((r) =>
        r.id === null || r.file_key === null ? [] : [[r.id, `/cdn/${r.file_key}`] as const],
      ),
    );
    return { page: parsed.data, images };
  },

  /** Writes a tour's page, replacing the one it had. */
  save: async (tourId: string, page: SitePage, userId: string, now: Date): Promise<void> => {
    const document = JSON.stringify(page);
    await db
      .insertInto("site_pages")
      .values({ tour_id: tourId, document, updated_by: userId, updated_at: now })
      .onConflict((oc) =>
        oc.column("tour_id").doUpdateSet({ document, updated_by: userId, updated_at: now }),
      )
      .execute();
  },

  /** The ids of the tour's scenes, for the pictures a page may name. */
  sceneIds: async (tourId: string): Promise<Set<string>> =>
    new Set(
      (await db.selectFrom("scenes").select("id").where("tour_id", "=", tourId).execute()).map(
        (r) => r.id,
      ),
    ),

  /** The pictures uploaded for a tour's page, newest first. */
  images: async (tourId: string): Promise<SiteImageRow[]> =>
    (
      await db
        .selectFrom("site_images")
        .select(["id", "file_key", "width", "height"])
        .where("tour_id", "=", tourId)
        .orderBy("created_at", "desc")
        .orderBy("id")
        .execute()
    ).map((r) => ({ id: r.id, fileKey: r.file_key, width: r.width, height: r.height })),

  /** Records an uploaded picture whose file is stored. */
  addImage: async (tourId: string, image: SiteImageRow, now: Date): Promise<void> => {
    await db
      .insertInto("site_images")
      .values({
        id: image.id,
        tour_id: tourId,
        file_key: image.fileKey,
        width: image.width,
        height: image.height,
        created_at: now,
      })
      .execute();
  },

  /** Whether the tour is on the landing page. */
  isFeatured: async (tourId: string): Promise<boolean> =>
    (await db
      .selectFrom("featured_tours")
      .select("tour_id")
      .where("tour_id", "=", tourId)
      .executeTakeFirst()) !== undefined,

  /** Puts the tour on the landing page (keeping when it first was) or takes it off. */
  setFeatured: async (tourId: string, featured: boolean, now: Date): Promise<void> => {
    if (!featured) {
      await db.deleteFrom("featured_tours").where("tour_id", "=", tourId).execute();
      return;
    }
    await db
      .insertInto("featured_tours")
      .values({ tour_id: tourId, featured_at: now })
      .onConflict((oc) => oc.column("tour_id").doNothing())
      .execute();
  },

  /**
   * Featured tours that are online now, the most recently published first: the tour's own
   * thumbnail or else its first scene's. A tour with no picture at all is left out.
   */
  showcase: async (limit: number): Promise<ShowcaseRow[]> => {
    const rows = await db
      .selectFrom("featured_tours")
      .innerJoin("tours", "tours.id", "featured_tours.tour_id")
      .innerJoin("publish_versions", (join) =>
        join
          .onRef("publish_versions.tour_id", "=", "tours.id")
          .onRef("publish_versions.version", "=", "tours.published_version"),
      )
      .select([
        "tours.id",
        "tours.title",
        "tours.description",
        "tours.slug",
        sql<string | null>`coalesce(tours.thumbnail_key, (
          select s.thumbnail_key from scenes s
          where s.tour_id = tours.id and s.thumbnail_key is not null
          order by s.ord, s.id limit 1))`.as("thumbnail"),
      ])
      .where("tours.slug", "is not", null)
      .orderBy("publish_versions.published_at", "desc")
      .orderBy("tours.id")
      .limit(limit)
      .execute();
    return rows.flatMap((r) =>
      r.slug === null || r.thumbnail === null
        ? []
        : [
            {
              id: r.id,
              title: r.title,
              description: r.description,
              slug: r.slug,
              thumbnailKey: r.thumbnail,
            },
          ],
    );
  },
});
