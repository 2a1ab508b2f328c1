/** Storage usage turns into a warning at this share of the plan's size. */
export const STORAGE_WARNING_RATIO = 0.95;

/** Whether used bytes deserve the 95 % warning. A plan size of 0 means no warning at all. */
export const needsStorageWarning = (planBytes: number, usedBytes: number): boolean =>
  planBytes > 0 && usedBytes >= planBytes * STORAGE_WARNING_RATIO;

/** The storage figures of docs/product/entities.md "Storage info", in bytes. */
export interface StorageFigures {
  readonly planStorageSize: number;
  readonly usageStorageSize: number;
  readonly hostingPlanStorageSize: number;
  readonly hostingUsageStorageSize: number;
}

/** The two warnings, plan storage and hosting storage, each decided on its own. */
export const storageWarnings = (
  info: StorageFigures,
): { readonly plan: boolean; readonly hosting: boolean } => ({
  plan: needsStorageWarning(info.planStorageSize, info.usageStorageSize),
  hosting: needsStorageWarning(info.hostingPlanStorageSize, info.hostingUsageStorageSize),
});
