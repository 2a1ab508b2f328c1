import { z } from "zod";
import { planTypeSchema } from "../enums";
import { byteCountSchema, countLimitSchema, idSchema, instantSchema } from "./common";
import { payMethodInfoSchema, subscriptionPaymentSchema } from "./payment";
import { storableString } from "./storableText";

/**
 * What a plan allows (docs/product/overview.md and docs/product/roles.md, docs/architecture.md#decisions-where-the-product-is-silent). Count limits are `null` when unlimited;
 * `storageUsageSize` is the storage quota in bytes. The three edu flags keep the product's names (docs/product/roles.md).
 */
export const planConstraintsSchema = z.object({
  /** Projects the account may own. */
  projectCount: countLimitSchema,
  /** Tours per project. */
  tourCountPerProject: countLimitSchema,
  /** Storage quota in bytes; 0 means no quota is shown and no warning is raised. */
  storageUsageSize: byteCountSchema,
  /** Art packages may be downloaded (else 70002). */
  useArtPackage: z.boolean(),
  /** Published URLs (sites) the account may hold (else 70003). */
  publishUrlCount: countLimitSchema,
  /** SEO settings of a site (else 70004). */
  useSeo: z.boolean(),
  /** Open Graph settings of a site (else 70005). */
  useOg: z.boolean(),
  /** Google Analytics of a site (else 70006). */
  useGa: z.boolean(),
  /** The statistics screen (else 70007). */
  useStatistics: z.boolean(),
  /** Education admin: student groups and licences. */
  useEduAdminFunction: z.boolean(),
  /** Education paid admin. */
  useInstructorFunction: z.boolean(),
  /** Certified instructor. */
  useXROOEduAdminFunction: z.boolean(),
  /**
   * AI panoramas the account may request per calendar month (UTC); 0 on plans without AI images,
   * which belong to the education side (else 70008, and 70009 past the month's credits).
   */
  aiImageCountPerMonth: countLimitSchema,
});
/** The constraints of a plan. */
export type PlanConstraints = z.infer<typeof planConstraintsSchema>;

/**
 * A plan held by an account. `id` is the seeded plan row's id (e.g. `pro`, `edu-admin`): an
 * education plan is one whose id contains `edu` (docs/product/roles.md).
 */
export const planSchema = z.object({
  id: idSchema,
  type: planTypeSchema,
  name: storableString().min(1),
  constraints: planConstraintsSchema,
  startedAt: instantSchema.nullable(),
  expiresAt: instantSchema.nullable(),
});
/** A plan. */
export type Plan = z.infer<typeof planSchema>;

/**
 * Answer of `GET /account` (docs/product/entities.md). `plan` is null when the plan expired (docs/product/roles.md);
 * `hostingPlan` is null when the account has no hosting tier.
 */
export const accountInfoSchema = z.object({
  userId: idSchema,
  payment: subscriptionPaymentSchema.nullable(),
  payMethodInfo: payMethodInfoSchema.nullable(),
  plan: planSchema.nullable(),
  hostingPlan: planSchema.nullable(),
});
/** Account info. */
export type AccountInfo = z.infer<typeof accountInfoSchema>;

/** Answer of `GET /project/storage/usage` (docs/product/entities.md), all in bytes; a plan size of 0 means none. */
export const storageInfoSchema = z.object({
  planStorageSize: byteCountSchema,
  usageStorageSize: byteCountSchema,
  hostingPlanStorageSize: byteCountSchema,
  hostingUsageStorageSize: byteCountSchema,
});
/** Storage info. */
export type StorageInfo = z.infer<typeof storageInfoSchema>;

/** One counted use against a plan limit; a `null` limit is unlimited. */
export const usageCountSchema = z.object({
  used: z.number().int().nonnegative(),
  limit: countLimitSchema,
});
/** A counted use. */
export type UsageCount = z.infer<typeof usageCountSchema>;

/**
 * Answer of `GET /account/usage` (the usage screen): storage as `GET /project/storage/usage`
 * answers it, the projects the account owns, the tours of each against the plan's per-project
 * limit, and the published URLs. Limits are the plan's; a plan-expired account has 0 of each.
 */
export const accountUsageSchema = z.object({
  storage: storageInfoSchema,
  projects: usageCountSchema,
  tourCountPerProject: countLimitSchema,
  toursPerProject: z.array(
    z.object({
      projectId: idSchema,
      name: storableString(),
      tours: z.number().int().nonnegative(),
    }),
  ),
  publishedUrls: usageCountSchema,
});
/** The usage screen's figures. */
export type AccountUsage = z.infer<typeof accountUsageSchema>;

/** Answer of `GET /checkin`: whether this is the account's first visit (the coupon popup). */
export const checkinSchema = z.object({ userId: idSchema, firstAccess: z.boolean() });
