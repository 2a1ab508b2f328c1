import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { dataOf } from "../../testing/tours";
import { createTestUser, signInAs, type TestUser } from "../../testing/users";
import { codeOf, publish, tourWithScene, type Version, visit } from "./testKit";

type Statistics = {
  from: string;
  to: string;
  days: { date: string; views: number }[];
  total: number;
};

const DAY = 86_400_000;

describe.each(testEngines)("view counts and statistics on %s", (engine) => {
  let t: TestApp;
  let pro: TestUser;
  let tourId: string;
  let projectId: string;
  let slug: string;
  const today = () => t.deps.clock().toISOString().slice(0, 10);
  const stats = (who: TestUser, query = "", id = tourId) =>
    t.call({ method: "GET", url: `/api/v3/tour/${id}/statistics${query}`, headers: who.auth });
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
    ({ tourId, projectId } = await tourWithScene(t, pro, "Counted"));
    slug = dataOf<Version>(await publish(t, pro, tourId)).slug;
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
    pro = { ...pro, auth: { "x-user-auth-token": (await signInAs(t, pro.id)).accessToken } };
    await visit(t, `/t/${slug}`);
    const second = today();
    const res = dataOf<Statistics>(await stats(pro, `?from=${first}&to=${second}`));
    expect(res.from).toBe(first);
    expect(res.to).toBe(second);
    expect(res.days.map((d) => d.views)).toEqual([5, 0, 1]);
    expect(res.total).toBe(6);
    const byDefault = dataOf<Statistics>(await stats(pro));
    expect([byDefault.days.length, byDefault.to, byDefault.total]).toEqual([30, second, 6]);
  });

  it("lets a viewer coworker read them, and hides the tour from a stranger (404)", async () => {
    const viewer = await createTestUser(t);
    dataOf(
      await t.call({
        method: "POST",
        url: `/api/v2/projects/${projectId}/coworkers`,
        headers: pro.auth,
        payload: { email: viewer.email, role: "viewer" },
      }),
    );
    expect(dataOf<Statistics>(await stats(viewer)).total).toBe(6);
    const stranger = await createTestUser(t, { planId: "pro" });
    expect((await stats(stranger)).statusCode).toBe(404);
  });

  it.each([
    ["from after to", "?from=2024-05-02&to=2024-05-01", "query.from"],
    ["over a year", "?from=2023-01-01&to=2024-05-01", "query.from"],
    ["a bad day", "?from=2024-13-01", "query.from"],
    ["a bad to", "?to=yesterday", "query.to"],
  ])("refuses %s with 400 naming the field", async (_, query, field) => {
    const res = await stats(pro, query);
    expect([res.statusCode, codeOf(res)]).toEqual([400, 10400]);
    expect(JSON.parse(res.body).message).toMatch(new RegExp(`^${field.replace(".", "\\.")}: `));
  });

  it("refuses statistics with 403/70007 when the owner's plan lacks them (FREE)", async () => {
    const free = await createTestUser(t);
    const id = (await tourWithScene(t, free, "Free tour")).tourId;
    const freeSlug = dataOf<Version>(await publish(t, free, id)).slug;
    await visit(t, `/t/${freeSlug}`);
    const res = await stats(free, "", id);
    expect([res.statusCode, codeOf(res)]).toEqual([403, 70007]);
  });
});
