import { type Kysely, sql } from "kysely";
import type { Database } from "../../infra/db/schema";
import type { PersonRow } from "../projects";

/** A comment with its author. */
export interface CommentRow {
  readonly id: string;
  readonly tour_id: string;
  readonly author: PersonRow;
  readonly content: string;
  readonly created_at: Date;
  readonly updated_at: Date;
}

/** SQL of the comments on spaces. */
export const commentRepository = (db: Kysely<Database>) => {
  const withAuthor = () =>
    db
      .selectFrom("space_comments")
      .innerJoin("users", "users.id", "space_comments.author_id")
      .select([
        "space_comments.id",
        "space_comments.tour_id",
        "space_comments.content",
        "space_comments.created_at",
        "space_comments.updated_at",
        "users.id as author_id",
        "users.email",
        "users.name",
        "users.nickname",
      ]);

  const toRow = (row: {
    id: string;
    tour_id: string;
    content: string;
    created_at: Date;
    updated_at: Date;
    author_id: string;
    email: string;
    name: string | null;
    nickname: string | null;
  }): CommentRow => ({
    id: row.id,
    tour_id: row.tour_id,
    content: row.content,
    created_at: row.created_at,
    updated_at: row.updated_at,
    author: { id: row.author_id, email: row.email, name: row.name, nickname: row.nickname },
  });

  return {
    /**
     * A page of a space's comments, newest first by `(created_at, id)`; `until` leaves out the
     * ones written after it, so pages do not shift while comments arrive.
     */
    page: async (
      tourId: string,
      q: { until: Date | null; offset: number; limit: number },
    ): Promise<{ rows: CommentRow[]; total: number }> => {
      let count = db.selectFrom("space_comments").where("tour_id", "=", tourId);
      let lines = withAuthor().where("space_comments.tour_id", "=", tourId);
      if (q.until !== null) {
        count = count.where("created_at", "<=", q.until);
        lines = lines.where("space_comments.created_at", "<=", q.until);
      }
      const total = (
        await count.select(sql<number>`count(*)::int`.as("n")).executeTakeFirstOrThrow()
      ).n;
      const rows = await lines
        .orderBy("space_comments.created_at", "desc")
        .orderBy("space_comments.id", "desc")
        .offset(q.offset)
        .limit(q.limit)
        .execute();
      return { rows: rows.map(toRow), total };
    },

    find: async (commentId: string): Promise<CommentRow | undefined> => {
      const row = await withAuthor().where("space_comments.id", "=", commentId).executeTakeFirst();
      return row === undefined ? undefined : toRow(row);
    },

    /** When the author posted since `since`, on any space (the comment rate). */
    postedSince: async (authorId: string, since: Date): Promise<Date[]> =>
      (
        await db
          .selectFrom("space_comments")
          .select("created_at")
          .where("author_id", "=", authorId)
          .where("created_at", ">", since)
          .execute()
      ).map((r) => r.created_at),

    insert: async (row: {
      id: string;
      tourId: string;
      authorId: string;
      content: string;
      now: Date;
    }): Promise<void> => {
      await db
        .insertInto("space_comments")
        .values({
          id: row.id,
          tour_id: row.tourId,
          author_id: row.authorId,
          content: row.content,
          created_at: row.now,
          updated_at: row.now,
        })
        .execute();
    },

    update: async (commentId: string, content: string, now: Date): Promise<void> => {
      await db
        .updateTable("space_comments")
        .set({ content, updated_at: now })
        .where("id", "=", commentId)
        .execute();
    },

    delete: async (commentId: string): Promise<void> => {
      await db.deleteFrom("space_comments").where("id", "=", commentId).execute();
    },
  };
};
