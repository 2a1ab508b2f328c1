import type { EduGroup, GroupUser, MyEduGroup } from "@orbis/core/contract";
import type { GroupRow, StudentRow } from "./groupRepository";

const iso = (value: Date | null): string | null => (value === null ? null : value.toISOString());

/** A group as the contract has it. */
export const groupView = (row: GroupRow & { readonly user_count: number }): EduGroup => ({
  groupId: row.id,
  name: row.name,
  userCount: row.user_count,
  createdAt: row.created_at.toISOString(),
});

/** A student as the contract has it. */
export const studentView = (row: StudentRow): GroupUser => ({
  userId: row.user_id,
  userAlias: row.alias,
  loginId: row.login_id,
  licenceExpiresAt: iso(row.licence_expires_at),
  lastLoginAt: iso(row.last_login_at),
  createdAt: row.created_at.toISOString(),
});

/** A student's own group as they see it, with when their newest licence ends. */
export const myGroupView = (group: GroupRow, student: StudentRow): MyEduGroup => ({
  groupId: group.id,
  name: group.name,
  licenceExpiresAt: iso(student.licence_expires_at),
});
