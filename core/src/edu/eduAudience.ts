import type { PlanFlags } from "../plans/flags";
import { canOwnGroups, type EduRoleFlags, isStudent } from "./eduRoles";

/**
 * Who the education settings speak to: someone who owns student groups (an edu admin or an
 * instructor), a student, or anyone else (who is shown what the education plans offer).
 */
export type EduAudience = "groupOwner" | "student" | "other";

/**
 * The audience of the education settings for an account's plan flags and whether the account is
 * a student of some group. Owning groups comes first. A student whose licence ran out has no plan
 * (so no student flags) but is still in their group: they are shown as a student, with the
 * licence's end, not offered the plans meant for schools.
 */
export const eduAudience = (flags: EduRoleFlags, inGroup: boolean): EduAudience =>
  canOwnGroups(flags) ? "groupOwner" : isStudent(flags) || inGroup ? "student" : "other";

/**
 * Whether an account with these plan flags may be a student, so that asking for its group is
 * worth a call: a student holds the member plan, or no plan once the licence ran out. A group
 * owner or anyone on another plan is not one.
 */
export const mayBeStudent = (flags: EduRoleFlags & Pick<PlanFlags, "hasPlan">): boolean =>
  !canOwnGroups(flags) && (isStudent(flags) || !flags.hasPlan);
