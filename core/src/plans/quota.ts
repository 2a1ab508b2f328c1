import type { ErrorCode } from "../errors/catalogue";

/**
 * The counted resources a plan limits, each with the catalogue code a refusal carries:
 * projects 70001, tours per project 60003, storage bytes 20004, hosting storage bytes 80001,
 * published URLs 70003.
 */
export const quotaCodes = {
  projects: 70001,
  toursPerProject: 60003,
  storageBytes: 20004,
  hostingStorageBytes: 80001,
  publishedUrls: 70003,
} as const satisfies Record<string, ErrorCode>;

/** A counted resource of {@link quotaCodes}. */
export type QuotaKind = keyof typeof quotaCodes;

/**
 * A plan limit: a non-negative number, or `null` for no limit. Plans are data, so an unlimited
 * plan (ENTERPRISE, say) stores `null` rather than a large number.
 */
export type Limit = number | null;

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
 * SEO 70004, OG 70005, GA 70006, statistics 70007.
 */
export const featureCodes = {
  artPackages: 70002,
  seo: 70004,
  og: 70005,
  ga: 70006,
  statistics: 70007,
} as const satisfies Record<string, ErrorCode>;

/** A plan-gated feature of {@link featureCodes}. */
export type Feature = keyof typeof featureCodes;

/** `null` when the plan allows the feature, else its catalogue code. */
export const checkFeature = (feature: Feature, allowed: boolean): ErrorCode | null =>
  allowed ? null : featureCodes[feature];

/** A project can be created from a tour only when the tour has a scene (60006). */
export const checkTourHasScene = (sceneCount: number): ErrorCode | null =>
  sceneCount > 0 ? null : 60006;
