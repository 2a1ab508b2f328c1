/*
 * Entitlements: what an account may do now and how much it uses (its plan, hosting tier, bought
 * storage and, through its plan, a student's licence), and the one way to change its plans.
 * Every module that asks "which plan, how much storage" asks here; core's `entitlementsAt` is
 * the pure reading behind it.
 */
export {
  type CurrentEntitlements,
  type CurrentPlans,
  currentEntitlements,
  currentPlans,
  heldPlans,
  storageInfo,
} from "./currentEntitlements";
export {
  type AccountWithPlans,
  entitlementsRepository,
  type PlanRow,
} from "./entitlementsRepository";
export { planChanges } from "./planChangeRepository";
