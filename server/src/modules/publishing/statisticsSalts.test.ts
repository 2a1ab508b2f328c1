import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../infra/db/database";
import { apiFor } from "../../testing/apiClient";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { connectAgain, testEngines } from "../../testing/testDb";
import { createTestUser } from "../../testing/users";
import { dailySalts } from "./statistics/dailySalts";
import { visitorHash } from "./statistics/visitorHash";
import { createVisitStatistics, statisticsOf } from "./statistics/visitStatistics";
import { tourWithScene } from "./testing/testKit";

const DAY = 86_400_000;
const ADDRESS = "198.51.100.23";
const AGENT = "Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36 OrbisSaltTest";
const STATISTICS_TABLES = [
  "visit_events",
  "scene_events",
  "tour_daily_stats",
  "tour_daily_counts",
  "tour_day_visitors",
  "tour_scene_stats",
  "statistics_salts",
] as const;

/*
 * The visitor hash's salt: random, one per UTC day, kept in the database so that every server
 * process hashes alike, and deleted by the fold two days on. Two "server instances" here are two
 * statistics of their own on one database (on PostgreSQL each with a pool of its own).
 */
describe.each(testEngines)("statistics salts on %s", (engine) => {
  let t: TestApp;
  let second: Db;
  let tourId: string;
  let slug: string;
  const dayOf = (at: Date) => at.toISOString().slice(0, 10);
  const today = () => dayOf(t.deps.clock());
  const view = () =>
    t.call({
      method: "GET",
      url: `/t/${slug}`,
      headers: { "user-agent": AGENT, "accept-language": "en" },
      remoteAddress: ADDRESS,
    });
  const salts = async () =>
    (
      await t.deps.db.kysely
        .selectFrom("statistics_salts")
        .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as("day"), "salt"])
        .orderBy("day")
        .execute()
    ).map((row) => ({ day: row.day, salt: Buffer.from(row.salt) }));
  const hashesOf = async (day: string) =>
    (
      await t.deps.db.kysely
        .selectFrom("tour_day_visitors")
        .select("visitor")
        .where("tour_id", "=", tourId)
        .where("day", "=", day)
        .execute()
    ).map((row) => row.visitor);
  const dailyRow = (day: string) =>
    t.deps.db.kysely
      .selectFrom("tour_daily_stats")
      .select(["visits", "visitors"])
      .where("tour_id", "=", tourId)
      .where("day", "=", day)
      .executeTakeFirst();
  /** Every statistics table's rows as text, for a search of what must never be stored. */
  const storedText = async () => {
    const texts: string[] = [];
    for (const table of STATISTICS_TABLES) {
      const rows = await sql<{ row: string }>`
        select t::text as row from ${sql.table(table)} t`.execute(t.deps.db.kysely);
      texts.push(...rows.rows.map((r) => `${table}: ${r.row}`));
    }
    return texts;
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    second = await connectAgain(t.deps.db);
    const pro = await createTestUser(t, { planId: "pro" });
    ({ tourId } = await tourWithScene(t, pro, "Salted"));
    slug = (await apiFor(t, pro).publishTour({ params: { id: tourId }, body: {} })).slug;
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it("hashes with a random salt of the day kept in the database, different the next day", async () => {
    const statistics = statisticsOf(t.deps);
    if (statistics === undefined) throw new Error("no statistics on the app");
    const first = today();
    expect((await view()).statusCode).toBe(200);
    await statistics.settle();
    t.advance(DAY);
    const next = today();
    expect((await view()).statusCode).toBe(200);
    await statistics.settle();

    const kept = await salts();
    expect(kept.map((s) => s.day)).toEqual([first, next]);
    expect(kept.map((s) => s.salt.length)).toEqual([32, 32]);
    expect(kept[0]?.salt.equals(kept[1]?.salt ?? Buffer.alloc(0))).toBe(false);
    // The stored hash is the day's salt's, not one derived from the server secret.
    const [one, two] = [await hashesOf(first), await hashesOf(next)];
    expect(one).toEqual([visitorHash(kept[0]?.salt ?? Buffer.alloc(0), ADDRESS, AGENT)]);
    expect(two).toEqual([visitorHash(kept[1]?.salt ?? Buffer.alloc(0), ADDRESS, AGENT)]);
    expect(one[0]).not.toBe(two[0]);
  });

  it("stores no address or user agent in any statistics row, raw or folded", async () => {
    const statistics = statisticsOf(t.deps);
    if (statistics === undefined) throw new Error("no statistics on the app");
    expect((await view()).statusCode).toBe(200);
    await statistics.flush();
    const raw = await storedText();
    // The raw row is there, hashed: the scan reads real rows.
    expect(raw.filter((row) => row.startsWith("visit_events: "))).toHaveLength(1);
    await statistics.fold();
    const folded = await storedText();
    expect(folded.some((row) => row.startsWith("tour_daily_counts: "))).toBe(true);
    for (const row of [...raw, ...folded]) {
      expect(row).not.toContain(ADDRESS);
      expect(row).not.toContain("198.51.100");
      expect(row).not.toContain("OrbisSaltTest");
      expect(row).not.toContain("Pixel 8");
    }
  });

  it("agrees on the day's salt across two server instances: one visitor counts once", async () => {
    t.advance(DAY);
    const day = today();
    const other = createVisitStatistics({ ...t.deps, db: second }, (error) => {
      throw error;
    });
    // Both make the day's salt at once: one insert wins, both read it.
    const [mine, theirs] = await Promise.all([
      dailySalts(t.deps.db.kysely, t.deps.clock).of(day),
      dailySalts(second.kysely, t.deps.clock).of(day),
    ]);
    expect(Buffer.from(mine).equals(Buffer.from(theirs))).toBe(true);
    expect((await salts()).filter((s) => s.day === day)).toHaveLength(1);

    const statistics = statisticsOf(t.deps);
    if (statistics === undefined) throw new Error("no statistics on the app");
    const request = { ip: ADDRESS, headers: { "user-agent": AGENT } };
    statistics.recordVisit(tourId, request);
    other.recordVisit(tourId, request);
    await Promise.all([statistics.flush(), other.flush()]);
    await Promise.all([statistics.fold(), other.fold()]);
    await statistics.fold();
    expect(await dailyRow(day)).toEqual({ visits: 2, visitors: 1 });
    expect(await hashesOf(day)).toEqual([visitorHash(mine, ADDRESS, AGENT)]);
  });

  it("deletes the salts and visitor hashes of days before yesterday at the fold, for good", async () => {
    const statistics = statisticsOf(t.deps);
    if (statistics === undefined) throw new Error("no statistics on the app");
    // The last fold kept yesterday's and today's; a day on, the older of them goes.
    const before = (await salts()).map((s) => s.day);
    expect(before).toEqual([dayOf(new Date(t.deps.clock().getTime() - DAY)), today()]);
    t.advance(DAY);
    expect((await view()).statusCode).toBe(200);
    await statistics.settle();
    const yesterday = dayOf(new Date(t.deps.clock().getTime() - DAY));
    expect((await salts()).map((s) => s.day)).toEqual([yesterday, today()]);
    const hashDays = await t.deps.db.kysely
      .selectFrom("tour_day_visitors")
      .select(sql<string>`to_char(day, 'YYYY-MM-DD')`.as("day"))
      .distinct()
      .orderBy("day")
      .execute();
    expect(hashDays.map((h) => h.day)).toEqual([yesterday, today()]);
    // A deleted day's salt is never made again, by this process or a fresh one.
    const gone = before[0] ?? "";
    const stores = [
      dailySalts(t.deps.db.kysely, t.deps.clock),
      dailySalts(second.kysely, t.deps.clock),
    ];
    for (const store of stores)
      await expect(store.of(gone)).rejects.toThrow(`the visitor salt of ${gone} is gone`);
    expect((await salts()).map((s) => s.day)).toEqual([yesterday, today()]);
  });
});
