import { describe, expect, it } from "vitest";
import type { AccountUsage } from "../contract/entities/account";
import { accountMeters, countMeter, metersNeedUpgrade, storageMeter } from "./usageMeters";

const GiB = 1024 ** 3;

/** A fresh FREE account's usage: nothing made yet. */
const freshFree: AccountUsage = {
  storage: {
    planStorageSize: 1 * GiB,
    usageStorageSize: 0,
    hostingPlanStorageSize: 1 * GiB,
    hostingUsageStorageSize: 0,
  },
  projects: { used: 0, limit: 3 },
  tourCountPerProject: 5,
  toursPerProject: [],
  publishedUrls: { used: 0, limit: 1 },
};

describe("storageMeter", () => {
  it("warns from exactly 95 % of the plan's size, not a byte before", () => {
    const plan = 1000;
    expect(storageMeter(949, plan).warning).toBe(false);
    expect(storageMeter(950, plan).warning).toBe(true);
    expect(storageMeter(1200, plan).warning).toBe(true);
  });

  it("reads percent unclamped and the bar clamped", () => {
    const over = storageMeter(1500, 1000);
    expect(over.percent).toBe(150);
    expect(over.barPercent).toBe(100);
    expect(storageMeter(250, 1000).percent).toBe(25);
  });

  it("treats a plan size of 0 as no quota: no limit, no percent, no warning", () => {
    expect(storageMeter(5 * GiB, 0)).toEqual({
      used: 5 * GiB,
      limit: null,
      unit: "bytes",
      percent: 0,
      barPercent: 0,
      warning: false,
    });
  });
});

describe("countMeter", () => {
  it("warns at or over 95 % of a count limit", () => {
    expect(countMeter(2, 3).warning).toBe(false);
    expect(countMeter(3, 3).warning).toBe(true);
    expect(countMeter(18, 20).warning).toBe(false);
    expect(countMeter(19, 20).warning).toBe(true);
    expect(countMeter(25, 20).percent).toBe(125);
    expect(countMeter(25, 20).barPercent).toBe(100);
  });

  it("never warns when unlimited", () => {
    expect(countMeter(1_000_000, null)).toEqual({
      used: 1_000_000,
      limit: null,
      unit: "count",
      percent: 0,
      barPercent: 0,
      warning: false,
    });
  });

  it("reads a limit of 0 as full: nothing more may be made", () => {
    const meter = countMeter(0, 0);
    expect(meter.warning).toBe(true);
    expect(meter.barPercent).toBe(100);
  });
});

describe("accountMeters and metersNeedUpgrade", () => {
  it("a fresh FREE account has nothing near a limit", () => {
    const meters = accountMeters(freshFree);
    expect(meters.projects).toMatchObject({ used: 0, limit: 3, warning: false });
    expect(meters.publishedUrls).toMatchObject({ used: 0, limit: 1, warning: false });
    expect(meters.toursPerProject).toEqual([]);
    expect(metersNeedUpgrade(meters)).toBe(false);
  });

  it("measures each project's tours against the per-project limit", () => {
    const meters = accountMeters({
      ...freshFree,
      projects: { used: 2, limit: 3 },
      toursPerProject: [
        { projectId: "p1", name: "Seoul", tours: 5 },
        { projectId: "p2", name: "Hanoi", tours: 1 },
      ],
    });
    expect(meters.toursPerProject.map((p) => [p.name, p.meter.warning])).toEqual([
      ["Seoul", true],
      ["Hanoi", false],
    ]);
    expect(meters.toursPerProject[1]?.meter.percent).toBe(20);
    expect(metersNeedUpgrade(meters)).toBe(true);
  });

  it.each([
    ["contents storage", { storage: { ...freshFree.storage, usageStorageSize: 0.96 * GiB } }],
    ["hosting storage", { storage: { ...freshFree.storage, hostingUsageStorageSize: 0.95 * GiB } }],
    ["projects", { projects: { used: 3, limit: 3 } }],
    ["published URLs", { publishedUrls: { used: 1, limit: 1 } }],
  ] as const)("offers the upgrade when %s reaches 95 %%", (_name, change) => {
    expect(metersNeedUpgrade(accountMeters({ ...freshFree, ...change }))).toBe(true);
  });

  it("reads the hosting storage from its own figures", () => {
    const meters = accountMeters({
      ...freshFree,
      storage: { ...freshFree.storage, hostingUsageStorageSize: GiB / 2 },
    });
    expect(meters.hostingStorage.percent).toBe(50);
    expect(meters.storage.percent).toBe(0);
  });
});
