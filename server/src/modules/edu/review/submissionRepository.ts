import { type Kysely, sql } from "kysely";
import type { Database } from "../../../infra/db/schema";

/** A lecture submission as stored. */
export interface SubmissionRow {
  readonly id: string;
  readonly space_id: string;
  readonly student_id: string;
  readonly group_id: string;
  readonly reviewer_id: string | null;
  readonly status: "in_review" | "approved" | "rejected";
  readonly version: number;
  readonly snapshot_key: string;
  readonly submitted_at: Date;
  readonly reviewed_at: Date | null;
  readonly review_comment: string | null;
}

/** A space as submitting reads it: its owner, and the owner's group and its owner if any. */
export interface SpaceFacts {
  readonly id: string;
  readonly title: string;
  readonly owner_id: string;
  readonly group_id: string | null;
  readonly group_owner_id: string | null;
}

type Stored = Omit<SubmissionRow, "submitted_at" | "reviewed_at"> & {
  submitted_at: Date | string;
  reviewed_at: Date | string | null;
};

// PGlite hands timestamps back as text in some selects; rows leave this file as Dates.
const toRow = (row: Stored): SubmissionRow => ({
  ...row,
  submitted_at: new Date(row.submitted_at),
  reviewed_at: row.reviewed_at === null ? null : new Date(row.reviewed_at),
});

/** SQL of lecture submissions and the facts about a space that submitting and reviewing read. */
export const submissionRepository = (db: Kysely<Database>) => ({
  /** The space `spaceId` (a tour), its owner and the owner's group, if it exists. */
  space: async (spaceId: string): Promise<SpaceFacts | undefined> =>
    db
      .selectFrom("tours")
      .innerJoin("projects", "projects.id", "tours.project_id")
      .leftJoin("group_students", "group_students.user_id", "projects.owner_id")
      .leftJoin("edu_groups", "edu_groups.id", "group_students.group_id")
      .select([
        "tours.id",
        "tours.title",
        "projects.owner_id",
        "group_students.group_id",
        "edu_groups.owner_id as group_owner_id",
      ])
      .where("tours.id", "=", spaceId)
      .executeTakeFirst(),

  /**
   * Locks the tour row until the transaction ends, so two submissions of one space cannot both
   * read the same latest status (publishing locks the same row).
   */
  lockSpace: async (spaceId: string): Promise<void> => {
    await db.selectFrom("tours").select("id").where("id", "=", spaceId).forUpdate().execute();
  },

  /** The tour's newest publish version and its snapshot, if it was ever published. */
  latestVersion: async (
    spaceId: string,
  ): Promise<{ version: number; snapshot_key: string } | undefined> =>
    db
      .selectFrom("publish_versions")
      .select(["version", "snapshot_key"])
      .where("tour_id", "=", spaceId)
      .orderBy("version", "desc")
      .limit(1)
      .executeTakeFirst(),

  /** Whether the tour is shared with at least one share code. */
  isSharedWithCode: async (spaceId: string): Promise<boolean> =>
    (await db
      .selectFrom("space_shares")
      .select("tour_id")
      .where("tour_id", "=", spaceId)
      .limit(1)
      .executeTakeFirst()) !== undefined,

  /** The space's newest submission. */
  latest: async (spaceId: string): Promise<SubmissionRow | undefined> => {
    const row = await db
      .selectFrom("lecture_submissions")
      .selectAll()
      .where("space_id", "=", spaceId)
      .orderBy("submitted_at", "desc")
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst();
    return row === undefined ? undefined : toRow(row);
  },

  /** A submission by its id. */
  find: async (id: string): Promise<SubmissionRow | undefined> => {
    const row = await db
      .selectFrom("lecture_submissions")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    return row === undefined ? undefined : toRow(row);
  },

  insert: async (row: SubmissionRow): Promise<void> => {
    await db.insertInto("lecture_submissions").values(row).execute();
  },

  /**
   * Records a review decision, only while the submission is still in review: of two reviews at
   * once, one wins and the other finds nothing to update. Answers the row as it is now, or
   * undefined when it was no longer in review.
   */
  decide: async (
    id: string,
    decision: {
      status: "approved" | "rejected";
      reviewComment: string | null;
      reviewedAt: Date;
    },
  ): Promise<SubmissionRow | undefined> => {
    const row = await db
      .updateTable("lecture_submissions")
      .set({
        status: decision.status,
        review_comment: decision.reviewComment,
        reviewed_at: decision.reviewedAt,
      })
      .where("id", "=", id)
      .where("status", "=", "in_review")
      .returningAll()
      .executeTakeFirst();
    return row === undefined ? undefined : toRow(row);
  },

  /**
   * Every submission `reviewerId` reviews, with the space's title and the student's alias, for
   * the admin API, which filters and pages them itself.
   */
  listReviewedBy: async (
    reviewerId: string,
  ): Promise<(SubmissionRow & { title: string; alias: string | null })[]> => {
    const rows = await db
      .selectFrom("lecture_submissions")
      .innerJoin("tours", "tours.id", "lecture_submissions.space_id")
      .leftJoin("group_students", "group_students.user_id", "lecture_submissions.student_id")
      .selectAll("lecture_submissions")
      .select(["tours.title", "group_students.alias"])
      .where("lecture_submissions.reviewer_id", "=", reviewerId)
      .execute();
    return rows.map((row) => ({ ...toRow(row), title: row.title, alias: row.alias }));
  },

  /** A page of a student's submissions with their spaces' titles, newest first, and the total. */
  listOfStudent: async (
    studentId: string,
    page: { pageNo: number; pageSize: number },
  ): Promise<{ rows: (SubmissionRow & { title: string })[]; total: number }> => {
    const [rows, count] = await Promise.all([
      db
        .selectFrom("lecture_submissions")
        .innerJoin("tours", "tours.id", "lecture_submissions.space_id")
        .selectAll("lecture_submissions")
        .select("tours.title")
        .where("lecture_submissions.student_id", "=", studentId)
        .orderBy("lecture_submissions.submitted_at", "desc")
        .orderBy("lecture_submissions.id", "desc")
        .limit(page.pageSize)
        .offset((page.pageNo - 1) * page.pageSize)
        .execute(),
      db
        .selectFrom("lecture_submissions")
        .select(sql<number>`count(*)::int`.as("n"))
        .where("student_id", "=", studentId)
        .executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map((row) => ({ ...toRow(row), title: row.title })), total: count.n };
  },
});
