import { canOwnGroups, type EduCaller, groupVerdict, studentVerdict } from "@orbis/core/edu";
import { AppError, ErrorCode } from "@orbis/core/errors";
import { planFlags } from "@orbis/core/plans";
import type { Deps } from "../../deps";
import { currentPlans } from "../entitlements";
import { type GroupRow, groupRepository, type StudentRow } from "./groupRepository";

/**
 * Who may call the group routes, read from the caller's current plan; every refusal is core's
 * verdict (`groupVerdict`, `studentVerdict`), thrown as its catalogue code.
 */
export const callerScope = (deps: Deps) => {
  const db = deps.db.kysely;
  const groups = groupRepository(db);

  /** The caller and the flags of their current plan (none once it has run out). */
  const callerOf = async (userId: string): Promise<EduCaller> => ({
    userId,
    flags: planFlags((await currentPlans(db, userId, deps.clock())).plan),
  });

  /** The caller, when their plan lets them own groups; 140002 otherwise. */
  const groupOwner = async (userId: string): Promise<EduCaller> => {
    const caller = await callerOf(userId);
    if (!canOwnGroups(caller.flags)) throw new AppError(ErrorCode.eduAdminOnly);
    return caller;
  };

  /** The caller's own group `groupId`. */
  const ownGroup = async (userId: string, groupId: string): Promise<GroupRow> => {
    const caller = await callerOf(userId);
    const group = await groups.find(groupId);
    const verdict = groupVerdict(caller, group === undefined ? null : { ownerId: group.owner_id });
    if (verdict !== 0 || group === undefined)
      throw new AppError(verdict === 0 ? ErrorCode.groupNotFound : verdict);
    return group;
  };

  /** The caller's own group `groupId` and its student `studentId`. */
  const ownStudent = async (
    userId: string,
    groupId: string,
    studentId: string,
  ): Promise<{ group: GroupRow; student: StudentRow }> => {
    const group = await ownGroup(userId, groupId);
    const student = await groups.findStudent(studentId);
    const verdict = studentVerdict(
      group.id,
      student === undefined ? null : { groupId: student.group_id },
    );
    if (verdict !== 0 || student === undefined) throw new AppError(ErrorCode.studentNotFound);
    return { group, student };
  };

  return { callerOf, groupOwner, ownGroup, ownStudent };
};
