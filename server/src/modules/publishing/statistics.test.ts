import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor, type TestApi } from "../../testing/apiClient";
import { refusalOf } from "../../testing/refusal";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, signInAs, type TestUser } from "../../testing/users";
import { tourWithScene, visit } from "./testing/testKit";

const DAY = 86_400_000;

describe.each(testEngines)("view counts and statistics on %s", (engine) => {
  let t: TestApp;
  let pro: TestUser;
  let proApi: TestApi;
  let tourId: string;
  let projectId: string;
  let slug: string;
  const today = () => t.deps.clock().toISOString().slice(0, 10);
  const stats = (api: TestApi, query: { from?: string; to?: string } = {}, id = tourId) =>
    api.getTourStatistics({ params: { id }, query });
  const viewsToday = async () =>
    (
      await t.deps.db.kysely
        .selectFrom("tour_views")
        .select("views")
        .where("tour_id", "=", tourId)
        .where("day", "=", today())
        .executeTakeFirst()
    )?.views ?? 0;

  beforeAll(async () => {
    t = await startTestApp(engine);
    pro = await createTestUser(t, { planId: "pro" });
    proApi = apiFor(t, pro);
    ({ tourId, projectId } = await tourWithScene(t, pro, "Counted"));
    slug = (await proApi.publishTour({ params: { id: tourId }, body: {} })).slug;
  });
  afterAll(() => t.close());

  it("counts each page view today, but not tour.json, a HEAD or a missing page", async () => {
    expect(await viewsToday()).toBe(0);
    for (let i = 0; i < 3; i += 1) expect((await visit(t, `/t/${slug}`)).statusCode).toBe(200);
    expect(await viewsToday()).toBe(3);
    await visit(t, `/t/${slug}/tour.json`);
    await t.call({ method: "HEAD", url: `/t/${slug}` });
    await visit(t, "/t/nothing-here");
    expect(await viewsToday()).toBe(3);
    await Promise.all([visit(t, `/t/${slug}`), visit(t, `/t/${slug}`)]);
    expect(await viewsToday()).toBe(5);
  });

  it("answers daily views with zeros filled in and the total, for a PRO owner", async () => {
    const first = today();
    t.advance(2 * DAY);
    // Access tokens do not last two days: sign in again on the moved clock.
    proApi = apiFor(t, (await signInAs(t, pro.id)).accessToken);
    await visit(t, `/t/${slug}`);
    const second = today();
    const res = await stats(proApi, { from: first, to: second });
    expect(res.from).toBe(first);
    expect(res.to).toBe(second);
    expect(res.days.map((d) => d.views)).toEqual([5, 0, 1]);
    expect(res.total).toBe(6);
    const byDefault = await stats(proApi);
    expect([byDefault.days.length, byDefault.to, byDefault.total]).toEqual([30, second, 6]);
  });

  it("lets a viewer coworker read them, and hides the tour from a stranger (404)", async () => {
    const viewer = await createTestUser(t);
    await proApi.addProjectCoworker({
      params: { id: projectId },
      body: { email: viewer.email, role: "viewer" },
    });
    expect((await stats(apiFor(t, viewer))).total).toBe(6);
    const stranger = await createTestUser(t, { planId: "pro" });
    expect((await refusalOf(stats(apiFor(t, stranger)))).status).toBe(404);
  });

  it.each([
    ["from after to", { from: "2024-05-02", to: "2024-05-01" }, "query.from"],
    ["over a year", { from: "2023-01-01", to: "2024-05-01" }, "query.from"],
    ["a bad day", { from: "2024-13-01" }, "query.from"],
    ["a bad to", { to: "yesterday" }, "query.to"],
  ])("refuses %s with 400 naming the field", async (_, query, field) => {
    const refused = await refusalOf(stats(proApi, query));
    expect([refused.status, refused.code]).toEqual([400, 10400]);
    expect(refused.message).toMatch(new RegExp(`^${field.replace(".", "\\.")}: `));
  });

  it("refuses statistics with 403/70007 when the owner's plan lacks them (FREE)", async () => {
    const free = await createTestUser(t);
    const id = (await tourWithScene(t, free, "Free tour")).tourId;
    const freeApi = apiFor(t, free);
    const freeSlug = (await freeApi.publishTour({ params: { id }, body: {} })).slug;
    await visit(t, `/t/${freeSlug}`);
    const refused = await refusalOf(stats(freeApi, {}, id));
    expect([refused.status, refused.code]).toEqual([403, 70007]);
  });
});
