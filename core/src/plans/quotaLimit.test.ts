import { describe, expect, it } from "vitest";
import type { PlanConstraints } from "../contract/entities/account";
import { NO_CONSTRAINTS } from "./noConstraints";
import {
  checkQuota,
  type HeldPlans,
  type Limit,
  type QuotaKind,
  quotaCodes,
  quotaLimit,
  shownStorageQuota,
} from "./quota";

const GiB = 1024 ** 3;

/** The limits of every plan the server seeds (server/src/seed/plans.ts); null is unlimited. */
const plans = [
  ["free", "contents", 3, 5, 1 * GiB, 1, 0],
  ["pro", "contents", 30, 50, 50 * GiB, 20, 0],
  ["business", "contents", null, null, 500 * GiB, 200, 0],
  ["enterprise", "contents", null, null, 5 * 1024 * GiB, null, 0],
  ["edu-member", "contents", 10, 20, 10 * GiB, 5, 30],
  ["edu-admin", "contents", 50, 50, 100 * GiB, 50, 100],
  ["edu-instructor", "contents", 100, 50, 200 * GiB, 100, 300],
  ["hosting-free", "hosting", 1, 0, 1 * GiB, 0, 0],
  ["hosting-basic", "hosting", 5, 0, 20 * GiB, 0, 0],
  ["hosting-standard", "hosting", 20, 0, 100 * GiB, 0, 0],
] as const;

const constraintsOf = ([, , projects, tours, bytes, urls, aiImages]: (typeof plans)[number]) =>
  ({
    ...NO_CONSTRAINTS,
    projectCount: projects,
    tourCountPerProject: tours,
    storageUsageSize: bytes,
    publishUrlCount: urls,
    aiImageCountPerMonth: aiImages,
  }) satisfies PlanConstraints;

/** An account holding only `row`: a contents plan, or a hosting tier. */
const holding = (row: (typeof plans)[number]): HeldPlans =>
  row[1] === "contents"
    ? { plan: { constraints: constraintsOf(row) }, hostingPlan: null }
    : { plan: null, hostingPlan: { constraints: constraintsOf(row) } };

/** What each kind reads of a plan row, and whether the hosting tier (not the plan) sets it. */
const expected = (row: (typeof plans)[number], kind: QuotaKind): Limit => {
  const [, planKind, projects, tours, bytes, urls, aiImages] = row;
  const hostingKind = kind === "hostingProjects" || kind === "hostingStorageBytes";
  // The other kind of plan is not held: its limits are those of no plan, 0.
  if (hostingKind !== (planKind === "hosting")) return 0;
  if (kind === "projects" || kind === "hostingProjects") return projects;
  if (kind === "toursPerProject") return tours;
  if (kind === "publishedUrls") return urls;
  if (kind === "aiImagesPerMonth") return aiImages;
  return bytes;
};

const kinds = Object.keys(quotaCodes) as QuotaKind[];
const table = plans.flatMap((row) => kinds.map((kind) => [row[0], kind, row] as const));

describe("quotaLimit × checkQuota for every seeded plan and every counted resource", () => {
  it.each(table)("%s, %s", (_id, kind, row) => {
    const limit = quotaLimit(holding(row), kind);
    expect(limit).toBe(expected(row, kind));
    const step = kind === "storageBytes" || kind === "hostingStorageBytes" ? 4096 : 1;
    if (limit === null) {
      // Unlimited is never refused, however far past every finite limit.
      expect(checkQuota(kind, limit, 10 * 1024 * GiB, step)).toBeNull();
      return;
    }
    if (limit >= step) expect(checkQuota(kind, limit, limit - step, step)).toBeNull();
    expect(checkQuota(kind, limit, limit - step + 1, step)).toBe(quotaCodes[kind]);
  });

  it("allows nothing without a current plan (none assigned, or its term ended)", () => {
    const none: HeldPlans = { plan: null, hostingPlan: null };
    for (const kind of kinds) {
      expect(quotaLimit(none, kind)).toBe(0);
      expect(checkQuota(kind, quotaLimit(none, kind), 0)).toBe(quotaCodes[kind]);
    }
  });

  it("reads hosting quotas from the hosting tier and the rest from the plan", () => {
    const free = plans[0];
    const basic = plans[8];
    const both: HeldPlans = {
      plan: { constraints: constraintsOf(free) },
      hostingPlan: { constraints: constraintsOf(basic) },
    };
    expect(kinds.map((kind) => [kind, quotaLimit(both, kind)])).toEqual([
      ["projects", 3],
      ["hostingProjects", 5],
      ["toursPerProject", 5],
      ["storageBytes", 1 * GiB],
      ["hostingStorageBytes", 20 * GiB],
      ["publishedUrls", 1],
      ["aiImagesPerMonth", 0],
    ]);
  });
});

describe("bought storage", () => {
  it("adds to the plan's storage, never to hosting, and never brings back storage without a plan", () => {
    const extra = 100 * GiB;
    const free = { ...holding(plans[0]), extraStorageBytes: extra };
    expect(quotaLimit(free, "storageBytes")).toBe(1 * GiB + extra);
    expect(quotaLimit(free, "hostingStorageBytes")).toBe(0);
    expect(
      quotaLimit({ plan: null, hostingPlan: null, extraStorageBytes: extra }, "storageBytes"),
    ).toBe(0);
  });
});

describe("shownStorageQuota", () => {
  it("shows each storage limit, and 0 (nothing shown, no warning) without a plan", () => {
    const free = holding(plans[0]);
    expect(shownStorageQuota(free, "storageBytes")).toBe(1 * GiB);
    expect(shownStorageQuota(free, "hostingStorageBytes")).toBe(0);
    expect(shownStorageQuota(holding(plans[9]), "hostingStorageBytes")).toBe(100 * GiB);
  });
});
