import { AI_IN_PROGRESS_STATUSES, AI_USAGE_STATUSES } from "@orbis/core/ai";
import type { AiImageStatus } from "@orbis/core/contract";
import { type Kysely, type Selectable, sql } from "kysely";
import type { Database } from "../../infra/db/schema";
import type { AiImagesTable } from "../../infra/db/tables/ai";

/** An AI image's row as the ai module reads it. */
export type AiImageRow = Selectable<AiImagesTable>;

/** A new image's row: what the request asked for; the rest is filled by its job. */
export interface NewAiImage {
  readonly id: string;
  readonly userId: string;
  readonly style: string;
  readonly prompt: string;
  readonly variation: number;
  readonly usage: number;
  readonly width: number;
  readonly createdAt: Date;
}

/** What a move to another status writes besides the status. */
export interface AiImageOutcome {
  readonly image_key?: string;
  readonly thumbnail_key?: string;
  readonly error?: string | null;
  readonly completed_at?: Date;
}

/** SQL of the AI images the ai module owns. */
export const aiImageRepository = (db: Kysely<Database>) => {
  const visible = (userId: string) =>
    db
      .selectFrom("ai_images")
      .selectAll()
      .where("user_id", "=", userId)
      .where("deleted_at", "is", null);

  return {
    /**
     * The credits `userId` spent on images requested from `since` on: those of the statuses that
     * count (core's `AI_USAGE_STATUSES`), deleted ones included; an aborted or failed image gave
     * its credits back.
     */
    usageSince: async (userId: string, since: Date): Promise<number> => {
      const row = await db
        .selectFrom("ai_images")
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("usage"), eb.lit(0)).as("used"))
        .where("user_id", "=", userId)
        .where("created_at", ">=", since)
        .where("status", "in", AI_USAGE_STATUSES)
        .executeTakeFirst();
      return Number(row?.used ?? 0);
    },

    /**
     * Holds the user's AI credits until the transaction `db` ends, so two requests at once cannot
     * both spend the last credit (an advisory lock: it writes nothing, and other users wait for
     * nothing).
     */
    lockCredits: async (userId: string): Promise<void> => {
      await sql`select pg_advisory_xact_lock(hashtext(${`ai-credits:${userId}`}))`.execute(db);
    },

    /** Writes new pending images. */
    insert: async (images: readonly NewAiImage[]): Promise<void> => {
      await db
        .insertInto("ai_images")
        .values(
          images.map((i) => ({
            id: i.id,
            user_id: i.userId,
            status: "pending",
            style: i.style,
            prompt: i.prompt,
            variation: i.variation,
            usage: i.usage,
            width: i.width,
            created_at: i.createdAt,
          })),
        )
        .execute();
    },

    /** One image by id, deleted or not. */
    find: (id: string): Promise<AiImageRow | undefined> =>
      db.selectFrom("ai_images").selectAll().where("id", "=", id).executeTakeFirst(),

    /** A page of the user's images, newest first, of a status and a style when given. */
    page: async (
      userId: string,
      filter: { status?: AiImageStatus; style?: string },
      page: { pageNo: number; pageSize: number },
    ): Promise<{ rows: AiImageRow[]; total: number }> => {
      let query = visible(userId);
      if (filter.status !== undefined) query = query.where("status", "=", filter.status);
      if (filter.style !== undefined) query = query.where("style", "=", filter.style);
      const counted = await query
        .clearSelect()
        .select(sql<string>`count(*)`.as("n"))
        .executeTakeFirst();
      const rows = await query
        .orderBy("created_at", "desc")
        .orderBy("variation", "asc")
        .orderBy("id", "desc")
        .limit(page.pageSize)
        .offset((page.pageNo - 1) * page.pageSize)
        .execute();
      return { rows, total: Number(counted?.n ?? 0) };
    },

    /** The user's images still being made, oldest first. */
    working: (userId: string): Promise<AiImageRow[]> =>
      visible(userId)
        .where("status", "in", AI_IN_PROGRESS_STATUSES)
        .orderBy("created_at", "asc")
        .orderBy("variation", "asc")
        .execute(),

    /** Of `ids`, the user's images that are not deleted, in any status. */
    ownedOf: async (userId: string, ids: readonly string[]): Promise<AiImageRow[]> =>
      ids.length === 0
        ? []
        : visible(userId)
            .where("id", "in", [...ids])
            .execute(),

    /**
     * Moves an image to `to` with what goes with it, only while it is in one of `from`: a move
     * that lost a race (its owner deleted it, another worker finished it) changes nothing and
     * answers undefined.
     */
    move: (
      id: string,
      from: readonly AiImageStatus[],
      to: AiImageStatus,
      outcome: AiImageOutcome = {},
    ): Promise<AiImageRow | undefined> =>
      db
        .updateTable("ai_images")
        .set({ status: to, ...outcome })
        .where("id", "=", id)
        .where("status", "in", [...from])
        .returningAll()
        .executeTakeFirst(),

    /**
     * Marks images deleted: hidden from now on, their credits still counted. Answers the keys of
     * their files as they are now (an image may have completed since it was read), to remove.
     */
    markDeleted: async (ids: readonly string[], at: Date): Promise<string[]> => {
      if (ids.length === 0) return [];
      const rows = await db
        .updateTable("ai_images")
        .set({ deleted_at: at })
        .where("id", "in", [...ids])
        .returning(["image_key", "thumbnail_key"])
        .execute();
      return rows
        .flatMap((r) => [r.image_key, r.thumbnail_key])
        .filter((k): k is string => k !== null);
    },

    /** Of `keys`, those a live image names as its picture or thumbnail (for `/cdn`). */
    ownedKeys: async (keys: readonly string[]): Promise<Set<string>> => {
      if (keys.length === 0) return new Set();
      const rows = await db
        .selectFrom("ai_images")
        .select(["image_key", "thumbnail_key"])
        .where("deleted_at", "is", null)
        .where((eb) =>
          eb.or([eb("image_key", "in", [...keys]), eb("thumbnail_key", "in", [...keys])]),
        )
        .execute();
      const wanted = new Set(keys);
      return new Set(
        rows
          .flatMap((r) => [r.image_key, r.thumbnail_key])
          .filter((k): k is string => k !== null && wanted.has(k)),
      );
    },
  };
};
