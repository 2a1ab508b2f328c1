import { ErrorCode } from "../errors/codes";
import { canOwnGroups, type EduRoleFlags } from "./eduRoles";

/** The caller of an education call: who they are and what their plan lets them be. */
export interface EduCaller {
  readonly userId: string;
  readonly flags: EduRoleFlags;
}

/**
 * The answer to a call on a group: 0 for its owner; 140002 for a caller whose plan cannot own
 * groups (a student, a paid non-edu user, a lapsed instructor), whatever the group; 140001 for
 * anyone else's group or a missing one, so another school's groups look like ones that do not
 * exist.
 */
export const groupVerdict = (
  caller: EduCaller,
  group: { readonly ownerId: string } | null,
): 0 | typeof ErrorCode.groupNotFound | typeof ErrorCode.eduAdminOnly => {
  if (!canOwnGroups(caller.flags)) return ErrorCode.eduAdminOnly;
  return group !== null && group.ownerId === caller.userId ? 0 : ErrorCode.groupNotFound;
};

/**
 * The answer to a call on a student of a group the caller may see: 0 when the student belongs to
 * that group; 140003 when they belong to another group (even the same owner's) or do not exist.
 */
export const studentVerdict = (
  groupId: string,
  student: { readonly groupId: string } | null,
): 0 | typeof ErrorCode.studentNotFound =>
  student !== null && student.groupId === groupId ? 0 : ErrorCode.studentNotFound;

/**
 * What a call does with a student's lecture submission: the student submits and reads it; the
 * owner of the student's group reads (previews) and reviews it.
 */
export type SubmissionAction = "submit" | "read" | "review";

/** A submitted (or about to be submitted) space: whose it is and who owns their group. */
export interface SubmissionScope {
  readonly studentId: string;
  /** The owner of the student's group; null for a space of someone in no group. */
  readonly groupOwnerId: string | null;
}

/**
 * The answer to a call on a student's work: 0 to go on; 130003 (space not found) for anyone but
 * the student and their group's owner, so a student sees only their own work and an instructor
 * only their students'; 10403 when the caller may see it but not do this (a student approving
 * their own work, an instructor submitting for a student); 140003 when the student is in no
 * group, so nobody could review what they submit; 140002 when the group's owner no longer has a
 * plan that owns groups.
 */
export const submissionVerdict = (
  caller: EduCaller,
  work: SubmissionScope | null,
  action: SubmissionAction,
):
  | 0
  | typeof ErrorCode.forbidden
  | typeof ErrorCode.spaceNotFound
  | typeof ErrorCode.eduAdminOnly
  | typeof ErrorCode.studentNotFound => {
  if (work === null) return ErrorCode.spaceNotFound;
  if (work.studentId === caller.userId) {
    if (action === "review") return ErrorCode.forbidden;
    return action === "submit" && work.groupOwnerId === null ? ErrorCode.studentNotFound : 0;
  }
  if (work.groupOwnerId !== caller.userId) return ErrorCode.spaceNotFound;
  if (!canOwnGroups(caller.flags)) return ErrorCode.eduAdminOnly;
  return action === "submit" ? ErrorCode.forbidden : 0;
};
