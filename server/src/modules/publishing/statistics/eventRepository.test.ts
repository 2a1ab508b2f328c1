import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../testing/testApp";
import { testEngines } from "../../../testing/testDb";
import { createTestUser } from "../../../testing/users";
import { tourWithScene } from "../testing/testKit";
import { eventRepository, type Folded, type VisitEvent } from "./eventRepository";

const DAY = "2026-03-14";
const NEXT = "2026-03-15";

/*
 * The set-wise fold, step by step: a step takes a range of ids, so a small `limit` makes a
 * handful of raw rows fold in several steps, which must add up to what one fold of all of them
 * gives, each visitor counted once per tour and day however the rows fall into steps.
 */
describe.each(testEngines)("the statistics fold in steps on %s", (engine) => {
  let t: TestApp;
  let tourId: string;
  const repo = () => eventRepository(t.deps.db.kysely);
  const visit = (visitor: string, device: string, day = DAY): VisitEvent => ({
    tourId,
    day,
    visitor,
    device,
    language: "en",
    referrer: "direct",
  });
  /** Folds step after step until nothing is left; answers the steps. */
  const foldAll = async (limit: number): Promise<Folded[]> => {
    const steps: Folded[] = [];
    for (;;) {
      const step = await repo().fold(limit);
      steps.push(step);
      if (!step.ran || !step.more) return steps;
    }
  };
  const daily = () =>
    t.deps.db.kysely
      .selectFrom("tour_daily_stats")
      .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as("day"), "visits", "visitors"])
      .where("tour_id", "=", tourId)
      .orderBy("day")
      .execute();
  const devices = () =>
    t.deps.db.kysely
      .selectFrom("tour_daily_counts")
      .select(["key", "visits"])
      .where("tour_id", "=", tourId)
      .where("dimension", "=", "device")
      .where("day", "=", DAY)
      .orderBy("key")
      .execute();

  beforeAll(async () => {
    t = await startTestApp(engine);
    const owner = await createTestUser(t);
    ({ tourId } = await tourWithScene(t, owner, "Stepped"));
  });
  afterAll(() => t.close());

  it("adds up over steps: visits, visitors once a day across steps, and a deleted tour's rows dropped", async () => {
    await repo().addVisits([
      visit("v1", "phone"),
      visit("v2", "desktop"),
      visit("v1", "phone"),
      { ...visit("v9", "phone"), tourId: "a-deleted-tour" },
      visit("v3", "tablet"),
      visit("v1", "desktop"),
      visit("v1", "phone", NEXT),
    ]);
    const steps = await foldAll(2);
    expect(steps.map((s) => [s.ran, s.visits, s.more])).toEqual([
      [true, 2, true],
      [true, 2, true],
      [true, 2, true],
      [true, 1, false],
    ]);
    expect(await daily()).toEqual([
      { day: DAY, visits: 5, visitors: 3 },
      { day: NEXT, visits: 1, visitors: 1 },
    ]);
    expect(await devices()).toEqual([
      { key: "desktop", visits: 2 },
      { key: "phone", visits: 2 },
      { key: "tablet", visits: 1 },
    ]);
    expect(await t.deps.db.kysely.selectFrom("visit_events").select("id").execute()).toEqual([]);
    const deleted = await t.deps.db.kysely
      .selectFrom("tour_day_visitors")
      .select("visitor")
      .where("tour_id", "=", "a-deleted-tour")
      .execute();
    expect(deleted).toEqual([]);
  });

  it("folds a row committed late with an id below the ranges already folded", async () => {
    // As a batch whose insert began before the last fold and committed after it.
    await sql`insert into visit_events (id, tour_id, day, visitor, device, language, referrer)
      values (1, ${tourId}, ${DAY}, 'v4', 'phone', 'en', 'direct')`.execute(t.deps.db.kysely);
    await repo().addVisits([visit("v2", "phone")]);
    const steps = await foldAll(500_000);
    expect(steps.map((s) => [s.visits, s.more])).toEqual([[2, false]]);
    expect((await daily())[0]).toEqual({ day: DAY, visits: 7, visitors: 4 });
  });
});
