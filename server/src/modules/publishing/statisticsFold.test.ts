import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor, type TestApi } from "../../testing/apiClient";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, signInAs } from "../../testing/users";
import { statisticsOf } from "./statistics/visitStatistics";
import { settleStatistics, tourWithScene } from "./testing/testKit";

const DAY = 86_400_000;
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148 Safari/604.1";
const WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/124.0 Safari/537.36";
const IPAD = "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) Mobile/15E148 Safari/604.1";
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const [A, B, C, D] = ["203.0.113.71", "203.0.113.72", "203.0.113.73", "2001:db8::74"];

/** One line of the generated visit log: who, with what, from where, how many times. */
type Line = [ip: string, agent: string, language: string, referer: string | null, times: number];

/*
 * Folding a generated visit log (two days, a fold in the middle of the first) against counts
 * made by hand, the privacy rule (no address stored anywhere, hashes that change every day),
 * and the scene beacon with its fold.
 */
describe.each(testEngines)("statistics folding on %s", (engine) => {
  let t: TestApp;
  let api: TestApi;
  let tourId: string;
  let sceneId: string;
  let slug: string;
  const userId = { id: "" };

  const play = async (lines: readonly Line[]) => {
    for (const [ip, agent, language, referer, times] of lines) {
      for (let i = 0; i < times; i += 1) {
        const headers: Record<string, string> = {
          "user-agent": agent,
          "accept-language": language,
        };
        if (referer !== null) headers.referer = referer;
        const page = await t.call({ method: "GET", url: `/t/${slug}`, headers, remoteAddress: ip });
        expect(page.statusCode).toBe(200);
      }
    }
  };
  const beacon = (body: unknown, contentType = "text/plain;charset=UTF-8") =>
    t.call({
      method: "POST",
      url: `/t/${slug}/beacon`,
      headers: { "content-type": contentType, "user-agent": IPHONE },
      payload: typeof body === "string" ? body : JSON.stringify(body),
    });

  beforeAll(async () => {
    t = await startTestApp(engine, { env: { PUBLIC_URL: "https://tours.example.org" } });
    const pro = await createTestUser(t, { planId: "pro" });
    userId.id = pro.id;
    api = apiFor(t, pro);
    ({ tourId, sceneId } = await tourWithScene(t, pro, "Folded"));
    slug = (await api.publishTour({ params: { id: tourId }, body: {} })).slug;
  });
  afterAll(() => t.close());

  it("folds a generated visit log into the counts made by hand", async () => {
    const first = t.deps.clock().toISOString().slice(0, 10);
    await play([
      [A, IPHONE, "ko-KR,ko;q=0.9,en;q=0.8", "https://blog.example/post?token=secret", 2],
      [B, WINDOWS, "en-US,en;q=0.9", null, 2],
      [C, BOT, "en", null, 2],
      // Within the site: not a referrer.
      [A, WINDOWS, "ja", "https://tours.example.org/t/other", 1],
    ]);
    await settleStatistics(t);
    // The same visitor after a fold is still one visitor of the day.
    await play([[A, IPHONE, "ko-KR", "https://blog.example/", 1]]);
    t.advance(DAY);
    api = apiFor(t, (await signInAs(t, userId.id)).accessToken);
    await play([
      [A, IPHONE, "ko", null, 1],
      [D, IPAD, "vi-VN", "https://www.facebook.com/", 4],
    ]);
    const second = t.deps.clock().toISOString().slice(0, 10);
    const res = await api.getTourStatistics({
      params: { id: tourId },
      query: { from: first, to: second },
    });
    // Day 1: A's iPhone 3, B 2, A's Windows 1 (three visitors; the bot not at all). Day 2: A 1, D 4.
    expect(res.series).toEqual([
      { date: first, visits: 6, visitors: 3 },
      { date: second, visits: 5, visitors: 2 },
    ]);
    expect(res.totals).toEqual({ visits: 11, visitors: 5 });
    expect(res.devices).toEqual([
      { key: "phone", visits: 4 },
      { key: "tablet", visits: 4 },
      { key: "desktop", visits: 3 },
    ]);
    expect(res.languages).toEqual([
      { key: "ko", visits: 4 },
      { key: "vi", visits: 4 },
      { key: "en", visits: 2 },
      { key: "ja", visits: 1 },
    ]);
    expect(res.referrers).toEqual([
      { key: "direct", visits: 4 },
      { key: "www.facebook.com", visits: 4 },
      { key: "blog.example", visits: 3 },
    ]);
    const raw = await t.deps.db.kysely.selectFrom("visit_events").selectAll().execute();
    expect(raw).toEqual([]);
  });

  it("stores no address, agent or full referrer anywhere, and hashes that change daily", async () => {
    await statisticsOf(t.deps)?.flush();
    const columns = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and data_type in ('text', 'character varying', 'jsonb', 'json')
    `.execute(t.deps.db.kysely);
    expect(columns.rows.length).toBeGreaterThan(20);
    for (const { table_name, column_name } of columns.rows) {
      const found = await sql<{ n: number }>`
        select count(*)::int as n from ${sql.table(table_name)}
        where ${sql.ref(column_name)}::text like '%203.0.113.%'
           or ${sql.ref(column_name)}::text like '%2001:db8%'
           or ${sql.ref(column_name)}::text like '%iPhone OS%'
           or ${sql.ref(column_name)}::text like '%token=secret%'
      `.execute(t.deps.db.kysely);
      expect([table_name, column_name, found.rows[0]?.n]).toEqual([table_name, column_name, 0]);
    }
    // A visited on both days with the same phone: the two days' hashes share nothing.
    const hashes = await t.deps.db.kysely
      .selectFrom("tour_day_visitors")
      .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as("day"), "visitor"])
      .where("tour_id", "=", tourId)
      .execute();
    const days = [...new Set(hashes.map((h) => h.day))];
    expect(days.length).toBe(2);
    const [one, two] = days.map(
      (d) => new Set(hashes.filter((h) => h.day === d).map((h) => h.visitor)),
    );
    expect([...(one ?? [])].filter((h) => two?.has(h))).toEqual([]);
    expect(hashes.every((h) => /^[A-Za-z0-9_-]{22}$/.test(h.visitor))).toBe(true);
  });

  it("takes scene beacons as text/plain or JSON and folds time and exits per scene", async () => {
    const stays = [
      { visitId: "visit-one-1234", sceneId, seconds: 10, exit: false },
      { visitId: "visit-one-1234", sceneId, seconds: 20.5, exit: true },
      { visitId: "visit-two-5678", sceneId, seconds: 30, exit: true },
    ];
    for (const stay of stays.slice(0, 2)) expect((await beacon(stay)).statusCode).toBe(204);
    const json = await beacon(stays[2], "application/json");
    expect([json.statusCode, json.headers["access-control-allow-origin"]]).toEqual([204, "*"]);
    const today = t.deps.clock().toISOString().slice(0, 10);
    const res = await api.getTourStatistics({ params: { id: tourId }, query: { from: today } });
    expect(res.scenes).toEqual([
      { sceneId, title: "Entrance", views: 3, averageSeconds: 20.2, exits: 2 },
    ]);
    expect(await t.deps.db.kysely.selectFrom("scene_events").selectAll().execute()).toEqual([]);
  });

  it.each([
    ["not JSON", "{nope", "body"],
    [
      "a negative time",
      { visitId: "visit-one-1234", sceneId: "x", seconds: -1, exit: false },
      "body.seconds",
    ],
    ["a short visit id", { visitId: "v1", sceneId: "x", seconds: 1, exit: false }, "body.visitId"],
    [
      "another tour's scene",
      { visitId: "visit-one-1234", sceneId: "nope", seconds: 1, exit: true },
      "body.sceneId",
    ],
  ])(
    "refuses a beacon with %s (400 naming the field), counting nothing",
    async (_, body, field) => {
      const refused = await beacon(body);
      expect(refused.statusCode).toBe(400);
      const answer = refused.json() as { code: number; message: string };
      expect(answer.code).toBe(10400);
      expect(
        answer.message.startsWith(`${field}: `) || answer.message.startsWith(`${field}:`),
      ).toBe(true);
    },
  );

  it("answers a preflight, and 404 for a slug that serves nothing", async () => {
    const preflight = await t.call({ method: "OPTIONS", url: `/t/${slug}/beacon` });
    expect([preflight.statusCode, preflight.headers["access-control-allow-methods"]]).toEqual([
      204,
      "POST",
    ]);
    const body = { visitId: "visit-one-1234", sceneId, seconds: 1, exit: false };
    const missing = await t.call({
      method: "POST",
      url: "/t/nothing-here/beacon",
      headers: { "content-type": "text/plain" },
      payload: JSON.stringify(body),
    });
    expect(missing.statusCode).toBe(404);
  });
});
