import { describe, expect, it } from "vitest";
import type { PlanConstraints } from "../contract/entities/account";
import type { CatalogueEntry } from "../contract/entities/planCatalogue";
import { catalogueEntry } from "../contract/entities/testing/planSamples";
import { errorCatalogue } from "../errors/catalogue";
import { isUpgradeCode, UPGRADE_CODES, upgradePlanFor } from "./upgradePlan";

const GiB = 1024 ** 3;

const allSite = { useSeo: true, useOg: true, useGa: true, useStatistics: true } as const;

const entry = (
  id: string,
  kind: CatalogueEntry["kind"],
  monthKrw: number | undefined,
  constraints: Partial<PlanConstraints>,
): CatalogueEntry =>
  catalogueEntry(id, {
    type: id.startsWith("edu") ? "EDU" : id.startsWith("hosting") ? "Hosting BASIC" : "PRO",
    name: id,
    kind,
    constraints,
    prices: {
      KRW: monthKrw === undefined ? {} : { MONTH: monthKrw, YEAR: monthKrw * 10 },
      USD: monthKrw === undefined ? {} : { MONTH: Math.round(monthKrw / 1300), YEAR: 1 },
    },
  });

/** The catalogue the server seeds (server/src/seed/plans.ts and goods.ts), in its order. */
const catalogue: readonly CatalogueEntry[] = [
  entry("free", "contents", 0, {
    projectCount: 3,
    tourCountPerProject: 5,
    storageUsageSize: GiB,
    publishUrlCount: 1,
  }),
  entry("pro", "contents", 19_900, {
    ...allSite,
    projectCount: 30,
    tourCountPerProject: 50,
    storageUsageSize: 50 * GiB,
    useArtPackage: true,
    publishUrlCount: 20,
  }),
  entry("business", "contents", 99_000, {
    ...allSite,
    projectCount: null,
    tourCountPerProject: null,
    storageUsageSize: 500 * GiB,
    useArtPackage: true,
    publishUrlCount: 200,
  }),
  // "Contact us": no price, never preselected.
  entry("enterprise", "contents", undefined, {
    ...allSite,
    projectCount: null,
    tourCountPerProject: null,
    storageUsageSize: 5 * 1024 * GiB,
    useArtPackage: true,
    publishUrlCount: null,
  }),
  entry("edu-member", "contents", undefined, {
    projectCount: 10,
    tourCountPerProject: 20,
    storageUsageSize: 10 * GiB,
    useArtPackage: true,
    publishUrlCount: 5,
    useOg: true,
  }),
  entry("edu-admin", "contents", 49_000, {
    ...allSite,
    projectCount: 50,
    tourCountPerProject: 50,
    storageUsageSize: 100 * GiB,
    useArtPackage: true,
    publishUrlCount: 50,
  }),
  entry("hosting-free", "hosting", 0, { projectCount: 1, storageUsageSize: GiB }),
  entry("hosting-basic", "hosting", 9_900, { projectCount: 5, storageUsageSize: 20 * GiB }),
  entry("hosting-standard", "hosting", 29_000, { projectCount: 20, storageUsageSize: 100 * GiB }),
];

describe("UPGRADE_CODES", () => {
  it("are exactly the catalogue's plan refusals", () => {
    const planFamily = Object.entries(errorCatalogue)
      .filter(([, e]) => e.family === "plan")
      .map(([code]) => Number(code));
    expect([...UPGRADE_CODES].sort()).toEqual(planFamily.sort());
  });

  it("tell an upgrade code from any other", () => {
    expect(isUpgradeCode(70001)).toBe(true);
    expect(isUpgradeCode(60006)).toBe(false);
    expect(isUpgradeCode(50002)).toBe(false);
  });
});

describe("upgradePlanFor from FREE", () => {
  it.each([
    [70001, "pro"],
    [60003, "pro"],
    [20004, "pro"],
    [70002, "pro"],
    [70003, "pro"],
    [70004, "pro"],
    [70005, "pro"],
    [70006, "pro"],
    [70007, "pro"],
  ])("lifts %i with %s, the cheapest plan that does", (code, plan) => {
    expect(upgradePlanFor(code, catalogue, ["free", "hosting-free"])).toBe(plan);
  });

  it("lifts 80001 (hosting storage) with the cheapest hosting tier above the held one", () => {
    expect(upgradePlanFor(80001, catalogue, ["free", "hosting-free"])).toBe("hosting-basic");
    expect(upgradePlanFor(80001, catalogue, ["free", "hosting-basic"])).toBe("hosting-standard");
    expect(upgradePlanFor(80001, catalogue, ["free", "hosting-standard"])).toBeNull();
  });
});

describe("upgradePlanFor from a paid plan", () => {
  it.each([
    [70001, "business"],
    [60003, "business"],
    [20004, "business"],
    [70003, "business"],
  ])("lifts %i from PRO with %s (not the cheaper education plan, a school's)", (code, plan) => {
    expect(upgradePlanFor(code, catalogue, "pro")).toBe(plan);
  });

  it("offers an education plan to an account that holds one", () => {
    const instructor = entry("edu-instructor", "contents", 79_000, { projectCount: 100 });
    expect(upgradePlanFor(70001, [...catalogue, instructor], "edu-admin")).toBe("edu-instructor");
    expect(upgradePlanFor(70001, catalogue, "edu-admin")).toBe("business");
  });

  it.each([70002, 70004, 70005, 70006, 70007])(
    "finds nothing for %i when PRO already has the feature",
    (code) => {
      expect(upgradePlanFor(code, catalogue, "pro")).toBeNull();
    },
  );

  it("never offers an unpriced plan: BUSINESS's published URLs are lifted only by ENTERPRISE", () => {
    expect(upgradePlanFor(70003, catalogue, "business")).toBeNull();
    expect(upgradePlanFor(70001, catalogue, "business")).toBeNull();
  });

  it("never offers the held plan itself", () => {
    expect(upgradePlanFor(70001, [catalogue[1] as CatalogueEntry], "pro")).toBeNull();
  });
});

describe("upgradePlanFor edges", () => {
  it("answers null for a code no plan lifts", () => {
    expect(upgradePlanFor(60006, catalogue, "free")).toBeNull();
    expect(upgradePlanFor(10404, catalogue, "free")).toBeNull();
  });

  it("without a held plan, any plan with some of the constraint lifts it: the cheapest", () => {
    expect(upgradePlanFor(70001, catalogue, null)).toBe("free");
    expect(upgradePlanFor(70004, catalogue, null)).toBe("pro");
  });

  it("ranks by the chosen currency's monthly price, keeping catalogue order on a tie", () => {
    const tied = [
      entry("a", "contents", 10_000, { projectCount: 10 }),
      entry("b", "contents", 10_000, { projectCount: 20 }),
    ];
    expect(upgradePlanFor(70001, tied, "free")).toBe("a");
    const cheaperInUsd: CatalogueEntry = {
      ...entry("c", "contents", 20_000, { projectCount: 10 }),
      prices: { KRW: { MONTH: 20_000 }, USD: { MONTH: 1 } },
    };
    expect(upgradePlanFor(70001, [...tied, cheaperInUsd], "free", "USD")).toBe("c");
    expect(upgradePlanFor(70001, [...tied, cheaperInUsd], "free", "KRW")).toBe("a");
  });

  it("reads unlimited (null) above any number and storage 0 as none", () => {
    const plans = [
      entry("capped", "contents", 5_000, { projectCount: 1_000_000 }),
      entry("open", "contents", 1_000, { projectCount: null }),
    ];
    expect(upgradePlanFor(70001, plans, "capped")).toBe("open");
    expect(upgradePlanFor(70001, plans, "open")).toBeNull();
    const noStorage = [entry("bare", "contents", 100, { storageUsageSize: 0 })];
    expect(upgradePlanFor(20004, noStorage, null)).toBeNull();
  });
});
