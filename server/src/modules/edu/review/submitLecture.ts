import { randomUUID } from "node:crypto";
import { lectureStatusBefore, reviewTransition, submitVerdict } from "@orbis/core/edu";
import { AppError, ErrorCode } from "@orbis/core/errors";
import type { Deps } from "../../../deps";
import { callerScope } from "../callerScope";
import { type SubmissionRow, submissionRepository } from "./submissionRepository";

/**
 * A student submits their space for review, frozen to its newest publish version. Refusals, in
 * order: not a student with a running licence (140018), not their space (130003), in no group
 * (140003), never published (140015), a step skipped (140005: already in review or approved).
 *
 * The submission keeps the version's own snapshot key: publishing never rewrites nor deletes a
 * version's snapshot (nor the files it shows) while its tour exists, and deleting the tour
 * deletes the submission with it, so what is reviewed cannot change under the reviewer.
 */
export const submitLecture =
  (deps: Deps) =>
  async (studentId: string, spaceId: string): Promise<SubmissionRow> => {
    const db = deps.db.kysely;
    const caller = await callerScope(deps).callerOf(studentId);
    const space = await submissionRepository(db).space(spaceId);
    const verdict = submitVerdict(
      caller,
      space === undefined
        ? null
        : { studentId: space.owner_id, groupOwnerId: space.group_owner_id },
    );
    if (verdict !== 0 || space === undefined)
      throw new AppError(verdict === 0 ? ErrorCode.spaceNotFound : verdict);
    if (space.group_id === null) throw new AppError(ErrorCode.studentNotFound);
    const groupId = space.group_id;
    const published = await submissionRepository(db).latestVersion(spaceId);
    if (published === undefined) throw new AppError(ErrorCode.lectureNotPublished);
    return db.transaction().execute(async (trx) => {
      const repo = submissionRepository(trx);
      await repo.lockSpace(spaceId);
      const latest = await repo.latest(spaceId);
      const from = lectureStatusBefore(
        latest?.status ?? null,
        await repo.isSharedWithCode(spaceId),
      );
      if (reviewTransition(from, "submit") === ErrorCode.reviewStepSkipped)
        throw new AppError(ErrorCode.reviewStepSkipped);
      const row: SubmissionRow = {
        id: randomUUID(),
        space_id: spaceId,
        student_id: studentId,
        group_id: groupId,
        reviewer_id: space.group_owner_id,
        status: "in_review",
        version: published.version,
        snapshot_key: published.snapshot_key,
        submitted_at: deps.clock(),
        reviewed_at: null,
        review_comment: null,
      };
      await repo.insert(row);
      return row;
    });
  };
