import type { sharedSpaceQuerySchema } from "@orbis/core/contract";
import { type Kysely, sql } from "kysely";
import type { z } from "zod";
import type { Database } from "../../infra/db/schema";
import type { PersonRow } from "../projects";
import { tourThumbnailKey } from "../projects";

/** The parsed shared space list query. */
export type SharedSpaceQuery = z.output<typeof sharedSpaceQuerySchema>;

/** A tour as a space: what its item shows and who its owner is. */
export interface SpaceRow {
  readonly id: string;
  readonly title: string;
  readonly thumbnail_key: string | null;
  readonly slug: string | null;
  readonly published_version: number | null;
  readonly created_at: Date;
  readonly updated_at: Date;
  readonly owner: PersonRow;
  readonly is_coworker: boolean;
  readonly is_holder: boolean;
  readonly comment_count: number;
}

/** One share of a space through a code, and whether the asking user holds that code. */
export interface ShareRow {
  readonly tour_id: string;
  readonly code_id: string;
  readonly code_owner_id: string;
  readonly shared_at: Date;
  readonly held: boolean;
}

/** The moments of a space's unread alert for one user (see core's isSpaceUnread). */
export interface ReadMomentsRow {
  readonly tour_id: string;
  readonly read_at: Date | null;
  readonly published_at: Date | null;
  readonly others_commented_at: Date | null;
}

const SORT_COLUMNS = {
  sharedAt: sql`min(space_shares.shared_at)`,
  updatedAt: sql`tours.updated_at`,
  title: sql`tours.title`,
} as const;

/** Escapes LIKE's wildcards so a search for `50%` finds "50%", not everything. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** SQL of spaces (tours seen from sharing): who may see them, their shares and reads. */
export const spaceRepository = (db: Kysely<Database>) => {
  /** Shares of spaces through codes the user holds, searched in the title. */
  const heldShares = (userId: string, search: string) => {
    let query = db
      .selectFrom("space_shares")
      .innerJoin("share_code_holders", (join) =>
        join
          .onRef("share_code_holders.code_id", "=", "space_shares.code_id")
          .on("share_code_holders.user_id", "=", userId),
      )
      .innerJoin("tours", "tours.id", "space_shares.tour_id");
    if (search !== "") query = query.where(sql<boolean>`tours.title ilike ${likePattern(search)}`);
    return query;
  };

  return {
    /** Tours as spaces with what the user is to them; missing tours are left out. */
    spaces: async (tourIds: readonly string[], userId: string): Promise<SpaceRow[]> => {
      if (tourIds.length === 0) return [];
      const rows = await db
        .selectFrom("tours")
        .innerJoin("projects", "projects.id", "tours.project_id")
        .innerJoin("users", "users.id", "projects.owner_id")
        .select([
          "tours.id",
          "tours.title",
          "tours.slug",
          "tours.published_version",
          "tours.created_at",
          "tours.updated_at",
          "users.id as owner_id",
          "users.email",
          "users.name",
          "users.nickname",
        ])
        .select((eb) => [
          tourThumbnailKey(eb).as("thumbnail_key"),
          eb
            .exists(
              eb
                .selectFrom("project_coworkers")
                .select("project_coworkers.user_id")
                .whereRef("project_coworkers.project_id", "=", "tours.project_id")
                .where("project_coworkers.user_id", "=", userId),
            )
            .as("is_coworker"),
          eb
            .exists(
              eb
                .selectFrom("space_shares")
                .innerJoin(
                  "share_code_holders",
                  "share_code_holders.code_id",
                  "space_shares.code_id",
                )
                .select("space_shares.code_id")
                .whereRef("space_shares.tour_id", "=", "tours.id")
                .where("share_code_holders.user_id", "=", userId),
            )
            .as("is_holder"),
          eb
            .selectFrom("space_comments")
            .select(sql<number>`count(*)::int`.as("n"))
            .whereRef("space_comments.tour_id", "=", "tours.id")
            .as("comment_count"),
        ])
        .where("tours.id", "in", tourIds)
        .execute();
      return rows.map(({ owner_id, email, name, nickname, ...row }) => ({
        ...row,
        owner: { id: owner_id, email, name, nickname },
        is_coworker: Boolean(row.is_coworker),
        is_holder: Boolean(row.is_holder),
        comment_count: Number(row.comment_count ?? 0),
      }));
    },

    /** The shares of the spaces through their owners' codes, first shared first. */
    shares: async (tourIds: readonly string[], userId: string): Promise<ShareRow[]> => {
      if (tourIds.length === 0) return [];
      const rows = await db
        .selectFrom("space_shares")
        .innerJoin("share_codes", "share_codes.id", "space_shares.code_id")
        .leftJoin("share_code_holders", (join) =>
          join
            .onRef("share_code_holders.code_id", "=", "space_shares.code_id")
            .on("share_code_holders.user_id", "=", userId),
        )
        .select([
          "space_shares.tour_id",
          "space_shares.code_id",
          "share_codes.owner_id as code_owner_id",
          "space_shares.shared_at",
          "share_code_holders.user_id as holder_id",
        ])
        .where("space_shares.tour_id", "in", tourIds)
        .orderBy("space_shares.shared_at")
        .orderBy("space_shares.code_id")
        .execute();
      return rows.map(({ holder_id, ...row }) => ({ ...row, held: holder_id !== null }));
    },

    /** The user's last look, the current publication and others' last comment, per space. */
    readMoments: async (tourIds: readonly string[], userId: string): Promise<ReadMomentsRow[]> => {
      if (tourIds.length === 0) return [];
      return db
        .selectFrom("tours")
        .leftJoin("publish_versions", (join) =>
          join
            .onRef("publish_versions.tour_id", "=", "tours.id")
            .onRef("publish_versions.version", "=", "tours.published_version"),
        )
        .leftJoin("space_reads", (join) =>
          join.onRef("space_reads.tour_id", "=", "tours.id").on("space_reads.user_id", "=", userId),
        )
        .select(["tours.id as tour_id", "space_reads.read_at", "publish_versions.published_at"])
        .select((eb) =>
          eb
            .selectFrom("space_comments")
            .select(sql<Date>`max(space_comments.created_at)`.as("at"))
            .whereRef("space_comments.tour_id", "=", "tours.id")
            .where("space_comments.author_id", "<>", userId)
            .as("others_commented_at"),
        )
        .where("tours.id", "in", tourIds)
        .execute();
    },

    /** Every space shared through a code the user holds. */
    heldSpaceIds: async (userId: string): Promise<string[]> =>
      (await heldShares(userId, "").select("space_shares.tour_id").distinct().execute()).map(
        (r) => r.tour_id,
      ),

    /** A page of the spaces shared through codes the user holds, and how many there are. */
    heldPage: async (
      userId: string,
      q: SharedSpaceQuery,
    ): Promise<{ ids: string[]; total: number }> => {
      const search = q.search?.trim() ?? "";
      const total = (
        await heldShares(userId, search)
          .select(sql<number>`count(distinct space_shares.tour_id)::int`.as("n"))
          .executeTakeFirstOrThrow()
      ).n;
      const direction = q.sortDirection === "ASC" ? sql`asc` : sql`desc`;
      const rows = await heldShares(userId, search)
        .select("tours.id")
        .groupBy("tours.id")
        .orderBy(sql`${SORT_COLUMNS[q.sort]} ${direction}`)
        .orderBy(sql`tours.id ${direction}`)
        .offset((q.pageNo - 1) * q.pageSize)
        .limit(q.pageSize)
        .execute();
      return { ids: rows.map((r) => r.id), total };
    },

    /** Shares the space through the codes; a code already sharing it keeps its first date. */
    share: async (tourId: string, codeIds: readonly string[], now: Date): Promise<void> => {
      await db
        .insertInto("space_shares")
        .values(codeIds.map((codeId) => ({ code_id: codeId, tour_id: tourId, shared_at: now })))
        .onConflict((oc) => oc.columns(["code_id", "tour_id"]).doNothing())
        .execute();
    },

    unshare: async (tourId: string, codeIds: readonly string[]): Promise<void> => {
      await db
        .deleteFrom("space_shares")
        .where("tour_id", "=", tourId)
        .where("code_id", "in", codeIds)
        .execute();
    },

    /** The owner's codes the space is shared through, first shared first. */
    sharingCodeIds: async (tourId: string, ownerId: string): Promise<string[]> =>
      (
        await db
          .selectFrom("space_shares")
          .innerJoin("share_codes", "share_codes.id", "space_shares.code_id")
          .select("space_shares.code_id")
          .where("space_shares.tour_id", "=", tourId)
          .where("share_codes.owner_id", "=", ownerId)
          .orderBy("space_shares.shared_at")
          .orderBy("space_shares.code_id")
          .execute()
      ).map((r) => r.code_id),

    /** Remembers that the user looked at the space now (clears its unread alert). */
    markRead: async (tourId: string, userId: string, now: Date): Promise<void> => {
      await db
        .insertInto("space_reads")
        .values({ user_id: userId, tour_id: tourId, read_at: now })
        .onConflict((oc) => oc.columns(["user_id", "tour_id"]).doUpdateSet({ read_at: now }))
        .execute();
    },
  };
};
