// @vitest-environment node

import { registerAccount } from "@orbis/testkit/vitest/sharedServer";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInStore } from "../../testing/signedInStore";
import { ALL_TOURS, StatisticsStore } from "./StatisticsStore";
import { type VisitedTour, visitedTour } from "./testing";

/*
 * The statistics store against the real server: a PRO account's visited tour read for all tours
 * and for the tour alone, the range and cut sent as chosen, the server's refusals of a range
 * backwards and of a plan without statistics, and the CSV of what is shown.
 */

let visited: VisitedTour;
beforeAll(async () => {
  visited = await visitedTour("statistics-store");
}, 120_000);

const today = () => new Date().toISOString().slice(0, 10);

const storeOf = async (session = visited.account, tourId?: string) => {
  const t = await signedInStore(session);
  const logged: unknown[] = [];
  const store = new StatisticsStore({
    api: t.store.api,
    now: Date.now,
    log: (_m, e) => logged.push(e),
    tourId: tourId ?? null,
  });
  return { store, logged };
};

describe("the statistics store", () => {
  it("opens on all tours over the last 30 days, and lists the tours to pick", async () => {
    const { store, logged } = await storeOf();
    expect([store.scope, store.to, store.preset, store.granularity]).toEqual([
      ALL_TOURS,
      today(),
      30,
      "day",
    ]);
    await store.start();
    expect(store.state).toBe("ready");
    expect(store.figures?.series).toHaveLength(30);
    expect(store.figures?.totals).toEqual({ visits: 3, visitors: 2 });
    expect(store.figures?.series.at(-1)).toEqual({ date: today(), visits: 3, visitors: 2 });
    expect(store.tours).toEqual([
      { id: visited.tourId, title: visited.title, projectName: `${visited.title} project` },
    ]);
    expect(store.scenes).toBeNull();
    expect(store.empty).toBe(false);
    expect(logged).toEqual([]);
  });

  it("reads one tour with its scenes, cut by month, and writes the CSV of it", async () => {
    const { store } = await storeOf(visited.account, visited.tourId);
    await store.chooseGranularity("month");
    await store.choosePreset(7);
    expect(store.figures?.granularity).toBe("month");
    expect(store.figures?.from).toBe(store.from);
    expect(store.scenes).toEqual([
      expect.objectContaining({
        title: visited.sceneTitle,
        views: 2,
        averageSeconds: 10,
        exits: 2,
      }),
    ]);
    const rows = store.figures?.series ?? [];
    expect(store.csv?.fileName).toBe(
      `statistics-tour-${visited.tourId}-${store.from}-${today()}-month.csv`,
    );
    expect(store.csv?.content).toBe(
      `\uFEFFperiod,visits,visitors\r\n${rows.map((p) => `${p.date},${p.visits},${p.visitors}\r\n`).join("")}`,
    );
    expect(rows.reduce((sum, p) => sum + p.visits, 0)).toBe(3);
  });

  it("says a range backwards in the server's words, and leaves no figures", async () => {
    const { store } = await storeOf();
    await store.start();
    await store.chooseDays({ from: "2025-02-02", to: "2025-02-01" });
    expect([store.state, store.preset, store.figures, store.onPlan]).toEqual([
      "failed",
      null,
      null,
      true,
    ]);
    expect(store.error).toMatchObject({
      code: 10400,
      message: "query.from: Must be on or before to.",
    });
    expect(store.csv).toBeNull();
  });

  it("knows a plan without statistics from the server's 70007", async () => {
    const { store } = await storeOf(await registerAccount("statistics-free"));
    await store.start();
    expect([store.state, store.onPlan, store.tours]).toEqual(["failed", false, []]);
  });
});
