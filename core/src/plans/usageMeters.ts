import type { AccountUsage } from "../contract/entities/account";
import { usageBarPercent, usagePercent } from "../format/percent";
import { STORAGE_WARNING_RATIO } from "./storageWarning";

/** What a usage row measures: bytes of storage, or a count of things. */
export type MeterUnit = "bytes" | "count";

/** One usage figure against its limit, as the usage screen shows it. */
export interface UsageMeter {
  readonly used: number;
  /** The limit; `null` is unlimited (counts) or no quota (storage of size 0). */
  readonly limit: number | null;
  readonly unit: MeterUnit;
  /** Percent used, unclamped (over 100 when over quota); 0 when there is no limit. */
  readonly percent: number;
  /** {@link percent} held within 0–100, for the bar. */
  readonly barPercent: number;
  /** At or over 95 % of the limit (docs/product/states.md): the row warns and an upgrade is offered. */
  readonly warning: boolean;
}

/**
 * A storage figure as a meter. A plan size of 0 means no quota (docs/product/states.md): no limit, no bar
 * figure, no warning, the same rule as `needsStorageWarning`.
 */
export const storageMeter = (usedBytes: number, planBytes: number): UsageMeter => {
  const limit = planBytes > 0 ? planBytes : null;
  return {
    used: usedBytes,
    limit,
    unit: "bytes",
    percent: usagePercent(usedBytes, planBytes),
    barPercent: usageBarPercent(usedBytes, planBytes),
    warning: limit !== null && usedBytes >= limit * STORAGE_WARNING_RATIO,
  };
};

/**
 * A counted use (projects, tours, published URLs) as a meter. `null` is unlimited: no warning.
 * A limit of 0 is not "no quota" as it is for storage: nothing more may be made (a plan-expired
 * account), so the meter reads full and warns, which offers the upgrade that lifts it.
 */
export const countMeter = (used: number, limit: number | null): UsageMeter => {
  if (limit === null)
    return { used, limit, unit: "count", percent: 0, barPercent: 0, warning: false };
  if (limit === 0)
    return { used, limit, unit: "count", percent: 100, barPercent: 100, warning: true };
  return {
    used,
    limit,
    unit: "count",
    percent: usagePercent(used, limit),
    barPercent: usageBarPercent(used, limit),
    warning: used >= limit * STORAGE_WARNING_RATIO,
  };
};

/** The usage screen's meters, read from `GET /account/usage`. */
export interface AccountMeters {
  /** The contents plan's storage (tours, scenes, models). */
  readonly storage: UsageMeter;
  /** The hosting tier's storage (the 360° image store). */
  readonly hostingStorage: UsageMeter;
  readonly projects: UsageMeter;
  /** Each owned project's tours against the plan's per-project limit, in the answer's order. */
  readonly toursPerProject: readonly {
    readonly projectId: string;
    readonly name: string;
    readonly meter: UsageMeter;
  }[];
  readonly publishedUrls: UsageMeter;
}

/** Every meter of the usage screen from the account's usage. */
export const accountMeters = (usage: AccountUsage): AccountMeters => ({
  storage: storageMeter(usage.storage.usageStorageSize, usage.storage.planStorageSize),
  hostingStorage: storageMeter(
    usage.storage.hostingUsageStorageSize,
    usage.storage.hostingPlanStorageSize,
  ),
  projects: countMeter(usage.projects.used, usage.projects.limit),
  toursPerProject: usage.toursPerProject.map((project) => ({
    projectId: project.projectId,
    name: project.name,
    meter: countMeter(project.tours, usage.tourCountPerProject),
  })),
  publishedUrls: countMeter(usage.publishedUrls.used, usage.publishedUrls.limit),
});

/** Whether any meter is at or over 95 %: the usage screen then offers the upgrade. */
export const metersNeedUpgrade = (meters: AccountMeters): boolean =>
  meters.storage.warning ||
  meters.hostingStorage.warning ||
  meters.projects.warning ||
  meters.publishedUrls.warning ||
  meters.toursPerProject.some((project) => project.meter.warning);
