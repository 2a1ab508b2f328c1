import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor, type TestApi } from "../../testing/apiClient";
import { refusalOf } from "../../testing/refusal";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, signInAs, type TestUser } from "../../testing/users";
import { statisticsOf } from "./statistics/visitStatistics";
import { tourWithScene, visit } from "./testing/testKit";

const DAY = 86_400_000;

/*
 * The statistics calls: what counts as a visit, the series with zeros, who may read them, the
 * date-range refusals (which write nothing) and the 70007 gate. Each call folds what is held, so
 * no test waits for the fold job.
 */
describe.each(testEngines)("statistics calls on %s", (engine) => {
  let t: TestApp;
  let pro: TestUser;
  let proApi: TestApi;
  let tourId: string;
  let projectId: string;
  let slug: string;
  const today = () => t.deps.clock().toISOString().slice(0, 10);
  const stats = (api: TestApi, query: object = {}, id = tourId) =>
    api.getTourStatistics({ params: { id }, query });
  const visitsToday = async () => (await stats(proApi, { from: today() })).totals.visits;
  const rawEvents = async () =>
    Number(
      (
        await t.deps.db.kysely
          .selectFrom("visit_events")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await startTestApp(engine);
    pro = await createTestUser(t, { planId: "pro" });
    proApi = apiFor(t, pro);
    ({ tourId, projectId } = await tourWithScene(t, pro, "Counted"));
    slug = (await proApi.publishTour({ params: { id: tourId }, body: {} })).slug;
  });
  afterAll(() => t.close());

  it("counts each page view, but not tour.json, a HEAD, a missing page or a bot", async () => {
    expect(await visitsToday()).toBe(0);
    for (let i = 0; i < 3; i += 1) expect((await visit(t, `/t/${slug}`)).statusCode).toBe(200);
    expect(await visitsToday()).toBe(3);
    await visit(t, `/t/${slug}/tour.json`);
    await t.call({ method: "HEAD", url: `/t/${slug}` });
    await visit(t, "/t/nothing-here");
    const bot = { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" };
    await t.call({ method: "GET", url: `/t/${slug}`, headers: bot });
    expect(await visitsToday()).toBe(3);
    await Promise.all([visit(t, `/t/${slug}`), visit(t, `/t/${slug}`)]);
    expect(await visitsToday()).toBe(5);
    expect(await rawEvents()).toBe(0);
  });

  it("answers every day with zeros filled in, the totals, and weeks or months", async () => {
    const first = today();
    t.advance(2 * DAY);
    // Access tokens do not last two days: sign in again on the moved clock.
    const tokens = await signInAs(t, pro.id);
    pro = { ...pro, tokens, auth: { "x-user-auth-token": tokens.accessToken } };
    proApi = apiFor(t, pro);
    await visit(t, `/t/${slug}`);
    const second = today();
    const res = await stats(proApi, { from: first, to: second });
    expect([res.from, res.to, res.granularity]).toEqual([first, second, "day"]);
    expect(res.series.map((d) => [d.date, d.visits])).toEqual([
      [first, 5],
      [res.series[1]?.date, 0],
      [second, 1],
    ]);
    // One address and agent: one visitor each day.
    expect(res.totals).toEqual({ visits: 6, visitors: 2 });
    const byDefault = await stats(proApi);
    expect([byDefault.series.length, byDefault.to, byDefault.totals.visits]).toEqual([
      30,
      second,
      6,
    ]);
    const monthly = await stats(proApi, { granularity: "month" });
    expect(monthly.series.reduce((sum, p) => sum + p.visits, 0)).toBe(6);
    expect(monthly.series.length).toBeLessThanOrEqual(2);
  });

  it("lets a viewer coworker read them, and hides the tour from a stranger (404)", async () => {
    const viewer = await createTestUser(t);
    await proApi.addProjectCoworker({
      params: { id: projectId },
      body: { email: viewer.email, role: "viewer" },
    });
    expect((await stats(apiFor(t, viewer))).totals.visits).toBe(6);
    const stranger = await createTestUser(t, { planId: "pro" });
    expect((await refusalOf(stats(apiFor(t, stranger)))).status).toBe(404);
    // The stranger's account figures leave out tours of others.
    expect((await apiFor(t, stranger).getAccountStatistics({ query: {} })).totals.visits).toBe(0);
  });

  it("sums every tour of the caller's projects in the account figures", async () => {
    const other = await tourWithScene(t, pro, "Second");
    const otherSlug = (await proApi.publishTour({ params: { id: other.tourId }, body: {} })).slug;
    await visit(t, `/t/${otherSlug}`);
    await visit(t, `/t/${otherSlug}`);
    const account = await proApi.getAccountStatistics({ query: {} });
    expect(account.totals.visits).toBe(8);
    expect(account.tours.map((r) => [r.title, r.visits])).toEqual([
      ["Counted", 6],
      ["Second", 2],
    ]);
  });

  it.each([
    ["from after to", { from: "2024-05-02", to: "2024-05-01" }, "query.from"],
    ["over a year", { from: "2023-01-01", to: "2024-05-01" }, "query.from"],
    ["a bad day", { from: "2024-13-01" }, "query.from"],
    ["a bad to", { to: "yesterday" }, "query.to"],
    ["a bad granularity", { granularity: "year" }, "query.granularity"],
  ])("refuses %s with 400 naming the field, and writes nothing", async (_, query, field) => {
    await visit(t, `/t/${slug}`);
    await statisticsOf(t.deps)?.flush();
    const held = await rawEvents();
    expect(held).toBeGreaterThan(0);
    // Each call starts only when its turn comes: a refusal nobody awaits yet is an unhandled one.
    for (const call of [
      () => stats(proApi, query),
      () => proApi.getAccountStatistics({ query: query as object }),
    ]) {
      const refused = await refusalOf(call());
      expect([refused.status, refused.code]).toEqual([400, 10400]);
      expect(refused.message).toMatch(new RegExp(`^${field.replace(".", "\\.")}: `));
    }
    // Not even the fold ran: the raw events are still there.
    expect(await rawEvents()).toBe(held);
  });

  it("refuses statistics with 403/70007 when the owner's plan lacks them (FREE)", async () => {
    const free = await createTestUser(t);
    const id = (await tourWithScene(t, free, "Free tour")).tourId;
    const freeApi = apiFor(t, free);
    const freeSlug = (await freeApi.publishTour({ params: { id }, body: {} })).slug;
    await visit(t, `/t/${freeSlug}`);
    for (const call of [
      () => stats(freeApi, {}, id),
      () => freeApi.getAccountStatistics({ query: {} }),
    ]) {
      const refused = await refusalOf(call());
      expect([refused.status, refused.code]).toEqual([403, 70007]);
    }
  });
});
