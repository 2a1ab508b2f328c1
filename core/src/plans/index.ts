export { type Entitlements, entitlementsAt, type PlanHoldings } from "./entitlements";
export { type PlanFlags, type PlanForFlags, planFlags } from "./flags";
export { FREE_HOSTING_PLAN_ID, FREE_PLAN_ID } from "./freePlans";
export { NO_CONSTRAINTS } from "./noConstraints";
export { heldPlanAt, isPlanCurrent, type PlanTerm } from "./planTerm";
export {
  checkAiImages,
  checkFeature,
  checkQuota,
  checkTourHasScene,
  type Feature,
  featureCodes,
  type HeldPlans,
  type Limit,
  type QuotaKind,
  quotaCodes,
  quotaLimit,
  shownStorageQuota,
} from "./quota";
export {
  needsStorageWarning,
  STORAGE_WARNING_RATIO,
  type StorageFigures,
  storageWarnings,
} from "./storageWarning";
export {
  type AccountMeters,
  accountMeters,
  countMeter,
  type MeterUnit,
  metersNeedUpgrade,
  storageMeter,
  type UsageMeter,
} from "./usageMeters";
