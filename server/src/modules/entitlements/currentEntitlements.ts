import {
  type Plan,
  planConstraintsSchema,
  planTypeSchema,
  type StorageInfo,
} from "@orbis/core/contract";
import { entitlementsAt, type PlanTerm, shownStorageQuota } from "@orbis/core/plans";
import type { Kysely } from "kysely";
import type { Database } from "../../infra/db/schema";
import {
  type AccountWithPlans,
  entitlementsRepository,
  type PlanRow,
} from "./entitlementsRepository";

/**
 * The plans an account holds now: the free tier after a paid one ended, null where there is none
 * (a student whose licence ran out: the plan-expired state).
 */
export interface CurrentPlans {
  readonly plan: Plan | null;
  readonly hostingPlan: Plan | null;
  /** Storage bought as an option (payments), added to the plan's. */
  readonly extraStorageBytes: number;
}

/** What an account may do now and how much of it is used. */
export interface CurrentEntitlements extends CurrentPlans {
  /** Bytes counted against the contents plan's storage. */
  readonly storageUsedBytes: number;
  /** Bytes counted against the hosting tier's storage. */
  readonly hostingUsedBytes: number;
}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

const dateOf = (value: Date | string | null): Date | null =>
  value === null ? null : new Date(value);

/** A plan row and its term as the contract has them; stored JSON is parsed, not cast. */
const planView = (term: PlanTerm<PlanRow> | null): Plan | null =>
  term === null
    ? null
    : {
        id: term.plan.id,
        type: planTypeSchema.parse(term.plan.type),
        name: term.plan.name,
        constraints: planConstraintsSchema.parse(term.plan.constraints),
        startedAt: iso(term.startedAt),
        expiresAt: iso(term.expiresAt),
      };

const termOf = (
  plan: PlanRow | undefined,
  startedAt: Date | string | null,
  expiresAt: Date | string | null,
): PlanTerm<PlanRow> | null =>
  plan === undefined ? null : { plan, startedAt: dateOf(startedAt), expiresAt: dateOf(expiresAt) };

/** The plans an account with these rows holds at `now`, read by core's `entitlementsAt`. */
export const heldPlans = (
  found: AccountWithPlans,
  boughtStorageBytes: number,
  now: Date,
): CurrentPlans => {
  const { account } = found;
  const held = entitlementsAt(
    {
      plan: termOf(found.plan, account.plan_started_at, account.plan_expires_at),
      hostingPlan: termOf(
        found.hostingPlan,
        account.hosting_started_at,
        account.hosting_expires_at,
      ),
      freePlan: found.freePlan ?? null,
      boughtStorageBytes,
    },
    now,
  );
  return {
    plan: planView(held.plan),
    hostingPlan: planView(held.hostingPlan),
    extraStorageBytes: held.extraStorageBytes,
  };
};

/**
 * What the account may do now and how much is used; undefined when the user has no main API
 * account. Every question of "which plan, how much storage" asks this (or {@link currentPlans}).
 */
export const currentEntitlements = async (
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<CurrentEntitlements | undefined> => {
  const repo = entitlementsRepository(db);
  const found = await repo.findWithPlans(userId);
  if (found === undefined) return undefined;
  return {
    ...heldPlans(found, await repo.boughtStorage(userId, now), now),
    // bigint columns arrive as strings from pg.
    storageUsedBytes: Number(found.account.storage_used_bytes),
    hostingUsedBytes: Number(found.account.hosting_used_bytes),
  };
};

/** The current plans of an account (both null, nothing bought, without one). */
export const currentPlans = async (
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<CurrentPlans> => {
  const held = await currentEntitlements(db, userId, now);
  if (held === undefined) return { plan: null, hostingPlan: null, extraStorageBytes: 0 };
  return {
    plan: held.plan,
    hostingPlan: held.hostingPlan,
    extraStorageBytes: held.extraStorageBytes,
  };
};

/** The storage figures `GET /project/storage/usage` answers and the usage screen shows. */
export const storageInfo = (held: CurrentEntitlements): StorageInfo => ({
  planStorageSize: shownStorageQuota(held, "storageBytes"),
  usageStorageSize: held.storageUsedBytes,
  hostingPlanStorageSize: shownStorageQuota(held, "hostingStorageBytes"),
  hostingUsageStorageSize: held.hostingUsedBytes,
});
