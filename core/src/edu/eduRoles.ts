import type { PlanFlags } from "../plans/flags";

/** What the education roles read of an account's plan flags. */
export type EduRoleFlags = Pick<
  PlanFlags,
  "isEduAdmin" | "isEduMember" | "isEduPaidAdmin" | "isInstructor"
>;

/** Whether the account may own student groups (and so their students, licences and reviews). */
export const canOwnGroups = (flags: EduRoleFlags): boolean =>
  flags.isEduAdmin || flags.isInstructor;

/** Whether the account is a student: an education plan without the admin function. */
export const isStudent = (flags: EduRoleFlags): boolean => flags.isEduMember;

/** Whether the account may renew its instructor certification: it needs an active paid edu plan. */
export const canRenewCertification = (flags: EduRoleFlags): boolean => flags.isEduPaidAdmin;
