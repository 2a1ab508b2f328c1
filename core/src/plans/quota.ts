import type { PlanConstraints } from "../contract/entities/account";
import { ErrorCode } from "../errors/codes";

/**
 * The counted resources a plan limits, each with the catalogue code a refusal carries:
 * projects 70001 (contents and hosting projects alike), tours per project 60003 (however the
 * tour arrives: created, copied or imported), storage bytes 20004, hosting storage bytes 80001,
 * published URLs 70003, AI images this month 70009.
 */
export const quotaCodes = {
  projects: ErrorCode.projectCountExceeded,
  hostingProjects: ErrorCode.projectCountExceeded,
  toursPerProject: ErrorCode.spaceCountExceeded,
  storageBytes: ErrorCode.storageFull,
  hostingStorageBytes: ErrorCode.hostingStorageFull,
  publishedUrls: ErrorCode.publishCountExceeded,
  aiImagesPerMonth: ErrorCode.aiImageCreditsUsedUp,
} as const satisfies Record<string, ErrorCode>;

/** A counted resource of {@link quotaCodes}. */
export type QuotaKind = keyof typeof quotaCodes;

/**
 * A plan limit: a non-negative number, or `null` for no limit. Plans are data, so an unlimited
 * plan (ENTERPRISE, say) stores `null` rather than a large number.
 */
export type Limit = number | null;

/** The plans an account holds now, each null when it holds none or its term ended (docs/product/roles.md). */
export interface HeldPlans {
  /** The contents plan (FREE, PRO…): projects, tours, published URLs and storage. */
  readonly plan: { readonly constraints: PlanConstraints } | null;
  /** The hosting tier: hosting projects and the 360° image store's storage. */
  readonly hostingPlan: { readonly constraints: PlanConstraints } | null;
  /** Storage bought as an option, on top of the contents plan's (while a plan is held). */
  readonly extraStorageBytes?: number;
}

/** Which held plan limits each counted resource, and with which of its constraints. */
const limitSources = {
  projects: ["plan", "projectCount"],
  hostingProjects: ["hostingPlan", "projectCount"],
  toursPerProject: ["plan", "tourCountPerProject"],
  storageBytes: ["plan", "storageUsageSize"],
  hostingStorageBytes: ["hostingPlan", "storageUsageSize"],
  publishedUrls: ["plan", "publishUrlCount"],
  aiImagesPerMonth: ["plan", "aiImageCountPerMonth"],
} as const satisfies Record<QuotaKind, readonly [keyof HeldPlans, keyof PlanConstraints]>;

/**
 * The one reading of a plan's limits: the limit an account's plans set on a counted resource,
 * for {@link checkQuota}. A plan's `null` stays `null` (unlimited: BUSINESS and ENTERPRISE
 * projects, say), never a number. Without the plan that sets it (none assigned, or its term
 * ended: the plan-expired state of docs/product/roles.md) the limit is 0, so nothing more is allowed until a plan
 * is held again; what is already stored stays.
 */
export const quotaLimit = (plans: HeldPlans, kind: QuotaKind): Limit => {
  const [which, constraint] = limitSources[kind];
  const held = plans[which];
  if (held === null) return 0;
  const limit = held.constraints[constraint];
  // Bought storage adds to a limited plan's; an unlimited one stays unlimited.
  if (kind === "storageBytes" && limit !== null) return limit + (plans.extraStorageBytes ?? 0);
  return limit;
};

/**
 * The storage quota the usage screen shows (docs/product/entities.md "Storage info"): the limit in bytes, or 0
 * when there is none to show (no current plan), which also means no 95 % warning.
 */
export const shownStorageQuota = (
  plans: HeldPlans,
  kind: "storageBytes" | "hostingStorageBytes",
): number => quotaLimit(plans, kind) ?? 0;

/**
 * Whether adding `adding` more to `used` stays within `limit`. Returns `null` when it does and
 * the catalogue code of the refusal otherwise. A negative `adding` (freeing space) always passes.
 */
export const checkQuota = (
  kind: QuotaKind,
  limit: Limit,
  used: number,
  adding = 1,
): ErrorCode | null => {
  if (limit === null || adding <= 0) return null;
  return used + adding > limit ? quotaCodes[kind] : null;
};

/**
 * The features a plan switches on or off, with the code a refusal carries: art packages 70002,
 * SEO 70004, OG 70005, GA 70006, statistics 70007, AI images 70008 (a plan with AI credits).
 */
export const featureCodes = {
  artPackages: ErrorCode.artPackageInaccessible,
  seo: ErrorCode.seoNotAllowed,
  og: ErrorCode.ogNotAllowed,
  ga: ErrorCode.gaNotAllowed,
  statistics: ErrorCode.statisticsNotAccessible,
  aiImages: ErrorCode.aiImagesNotOnPlan,
} as const satisfies Record<string, ErrorCode>;

/** A plan-gated feature of {@link featureCodes}. */
export type Feature = keyof typeof featureCodes;

/** `null` when the plan allows the feature, else its catalogue code. */
export const checkFeature = (feature: Feature, allowed: boolean): ErrorCode | null =>
  allowed ? null : featureCodes[feature];

/**
 * AI images come with a plan that gives monthly credits: `null` when the plan's
 * `aiImageCountPerMonth` (read by {@link quotaLimit}) is unlimited or above 0, else 70008.
 */
export const checkAiImages = (monthlyLimit: Limit): ErrorCode | null =>
  checkFeature("aiImages", monthlyLimit !== 0);

/** A project can be created from a tour only when the tour has a scene (60006). */
export const checkTourHasScene = (sceneCount: number): ErrorCode | null =>
  sceneCount > 0 ? null : ErrorCode.tourHasNoScene;
