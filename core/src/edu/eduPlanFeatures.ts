import { type PlanForFlags, planFlags } from "../plans/flags";
import { canOwnGroups, canRenewCertification } from "./eduRoles";

/**
 * What an education plan is for, beyond the limits every plan lists:
 * - `groups`: student groups and the students' accounts;
 * - `licences`: student licences, bought and given to students;
 * - `reviews`: students' lectures reviewed and approved;
 * - `certification`: the instructor's certification, renewed while the plan is paid.
 */
export type EduPlanFeature = "groups" | "licences" | "reviews" | "certification";

/**
 * The education features a plan gives, read from its flags as the server's gates read them: a
 * plan whose holder owns groups gives groups, licences and reviews; one that also renews the
 * certification (the certified instructor's) gives that too. Any other plan gives none, so a
 * plan card lists nothing for it.
 */
export const eduPlanFeatures = (plan: PlanForFlags): EduPlanFeature[] => {
  const flags = planFlags(plan);
  if (!canOwnGroups(flags)) return [];
  const features: EduPlanFeature[] = ["groups", "licences", "reviews"];
  return canRenewCertification(flags) ? [...features, "certification"] : features;
};
