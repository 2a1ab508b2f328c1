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

/**
 * Whether the account may buy student licences: only someone who can own groups has students to
 * give them to, so a licence bought by anyone else could never be used.
 */
export const canBuyLicences = (flags: EduRoleFlags): boolean => canOwnGroups(flags);

/**
 * The answer to an instructor call (profile, certification, licences, payment history): 0 for an
 * edu admin or an instructor, 140002 for everyone else, a lapsed instructor included.
 */
export const instructorCallVerdict = (flags: EduRoleFlags): 0 | 140002 =>
  canOwnGroups(flags) ? 0 : 140002;
