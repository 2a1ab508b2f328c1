import type { tourListQuerySchema } from "@orbis/core/contract";
import { type ExpressionBuilder, type Kysely, sql } from "kysely";
import type { z } from "zod";
import type { Database } from "../../infra/db/schema";
import type { TourListRow } from "./views";

/**
 * The key of a tour's thumbnail: its own, else its first scene's that has one, so a tour shows its
 * panoramas before anyone picks a thumbnail (project cards, shared spaces).
 */
export const tourThumbnailKey = (eb: ExpressionBuilder<Database, "tours">) =>
  eb.fn.coalesce(
    "tours.thumbnail_key",
    eb
      .selectFrom("scenes")
      .select("scenes.thumbnail_key")
      .whereRef("scenes.tour_id", "=", "tours.id")
      .where("scenes.thumbnail_key", "is not", null)
      .orderBy("scenes.ord")
      .limit(1),
  );

/** The parsed tour list query, without the project. */
type Query = Omit<z.output<typeof tourListQuerySchema>, "proj">;

const SORT_COLUMNS = {
  createdAt: "tours.created_at",
  updatedAt: "tours.updated_at",
  title: "tours.title",
} as const;

/** Escapes LIKE's wildcards so a search for `50%` finds "50%", not everything. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A tour's list line: the tour, its current version's date and its scene count. */
const listLines = (db: Kysely<Database>) =>
  db
    .selectFrom("tours")
    .leftJoin("publish_versions", (join) =>
      join
        .onRef("publish_versions.tour_id", "=", "tours.id")
        .onRef("publish_versions.version", "=", "tours.published_version"),
    )
    .select([
      "tours.id",
      "tours.project_id",
      "tours.title",
      "tours.thumbnail_key",
      "tours.slug",
      "tours.published_version",
      "tours.created_at",
      "tours.updated_at",
      "publish_versions.published_at",
      (eb) =>
        eb
          .selectFrom("scenes")
          .select(sql<number>`count(*)::int`.as("n"))
          .whereRef("scenes.tour_id", "=", "tours.id")
          .as("scene_count"),
    ]);

const toRow = <R extends { scene_count: number | null }>(row: R) => ({
  ...row,
  scene_count: Number(row.scene_count ?? 0),
});

/** SQL of tour lists and tour counts. */
export const tourListRepository = (db: Kysely<Database>) => ({
  /** A page of a project's tours, with the total before paging. */
  page: async (projectId: string, q: Query): Promise<{ rows: TourListRow[]; total: number }> => {
    const search = q.search?.trim() ?? "";
    let count = db.selectFrom("tours").where("tours.project_id", "=", projectId);
    let lines = listLines(db).where("tours.project_id", "=", projectId);
    if (search !== "") {
      count = count.where(sql<boolean>`tours.title ilike ${likePattern(search)}`);
      lines = lines.where(sql<boolean>`tours.title ilike ${likePattern(search)}`);
    }
    if (q.publish !== undefined) {
      count = count.where("tours.published_version", q.publish ? "is not" : "is", null);
      lines = lines.where("tours.published_version", q.publish ? "is not" : "is", null);
    }
    const total = (await count.select(sql<number>`count(*)::int`.as("n")).executeTakeFirstOrThrow())
      .n;
    const column = SORT_COLUMNS[q.sortby.replace(/^-/, "") as keyof typeof SORT_COLUMNS];
    const rows = await lines
      .orderBy(column, q.sortby.startsWith("-") ? "desc" : "asc")
      .orderBy("tours.id")
      .offset(q.offset)
      .limit(q.limit)
      .execute();
    return { rows: rows.map(toRow), total };
  },

  /** One tour's list line. */
  item: async (tourId: string): Promise<TourListRow | undefined> => {
    const row = await listLines(db).where("tours.id", "=", tourId).executeTakeFirst();
    return row === undefined ? undefined : toRow(row);
  },

  countInProject: async (projectId: string): Promise<number> =>
    (
      await db
        .selectFrom("tours")
        .select(sql<number>`count(*)::int`.as("n"))
        .where("project_id", "=", projectId)
        .executeTakeFirstOrThrow()
    ).n,

  /**
   * Each project's card thumbnail, from its most recently changed tour that has one: the tour's
   * own thumbnail, else its first scene's, so a project shows its panoramas before anyone picks
   * a thumbnail.
   */
  projectThumbnails: async (projectIds: readonly string[]): Promise<Map<string, string>> => {
    if (projectIds.length === 0) return new Map();
    const rows = await db
      .selectFrom("tours")
      .select((eb) => ["tours.project_id", tourThumbnailKey(eb).as("key")])
      .where("tours.project_id", "in", projectIds)
      .orderBy("tours.updated_at", "desc")
      .execute();
    const out = new Map<string, string>();
    for (const r of rows)
      if (!out.has(r.project_id) && r.key !== null) out.set(r.project_id, `/cdn/${r.key}`);
    return out;
  },
});
