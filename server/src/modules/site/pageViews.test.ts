import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, type TestUser } from "../../testing/users";
import { PAGE_VIEWS_PER_MINUTE } from "./pageViewHandlers";

const URL = "/api/v3/analytics/page-views";

describe.each(testEngines)("console page views on %s", (engine) => {
  let t: TestApp;
  let user: TestUser;
  const rows = () =>
    t.deps.db.kysely
      .selectFrom("page_views")
      .select(["path", "title", "language", "user_id", "referrer_host", "created_at"])
      .orderBy("id")
      .execute();
  const send = (payload: unknown, headers: Record<string, string> = {}) =>
    t.call({ method: "POST", url: URL, payload: payload as object, headers });

  beforeAll(async () => {
    t = await startTestApp(engine);
    user = await createTestUser(t);
  });
  beforeEach(async () => {
    await t.deps.db.kysely.deleteFrom("page_views").execute();
  });
  afterAll(() => t.close());

  it("records an anonymous view without query, hash or referrer path", async () => {
    const res = await send({
      path: "/oauth/kakao?code=abc&access_token=secret#access_token=secret",
      title: "Orbis",
      referrer: "https://Search.Example.com/q?token=other-site-secret",
      language: "en",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, data: null });
    const [row, ...rest] = await rows();
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      path: "/oauth/kakao",
      title: "Orbis",
      language: "en",
      user_id: null,
      referrer_host: "search.example.com",
    });
    const age = t.deps.clock().getTime() - new Date(row?.created_at ?? 0).getTime();
    expect(age).toBeGreaterThanOrEqual(0);
    expect(age).toBeLessThan(10_000);
    expect(JSON.stringify(await rows())).not.toContain("secret");
  });

  it("records a signed-in view with the user and no title or referrer", async () => {
    const res = await send({ path: "/projects/contents", language: "ko" }, user.auth);
    expect(res.statusCode).toBe(200);
    expect(await rows()).toMatchObject([
      { path: "/projects/contents", title: null, user_id: user.id, referrer_host: null },
    ]);
  });

  it("keeps no host from a referrer that is not an http(s) URL", async () => {
    await send({ path: "/", referrer: "android-app://com.example", language: "vi" });
    await send({ path: "/", referrer: "", language: "ja" });
    expect((await rows()).map((r) => [r.language, r.referrer_host])).toEqual([
      ["vi", null],
      ["ja", null],
    ]);
  });

  it.each([
    [{ path: "builder", language: "en" }, "body.path"],
    [{ path: `/${"a".repeat(512)}`, language: "en" }, "body.path"],
    [{ path: "/a b", language: "en" }, "body.path"],
    [{ path: "/", language: "fr" }, "body.language"],
    [{ path: "/" }, "body.language"],
    [{ path: "/", language: "en", title: "t".repeat(300) }, "body.title"],
  ])("refuses %j with 400 naming %s, and writes nothing", async (payload, field) => {
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 10400 });
    expect((res.json() as { message: string }).message).toMatch(new RegExp(`^${field}:`));
    expect(await rows()).toEqual([]);
  });

  it("refuses an invalid token rather than counting the view as anonymous", async () => {
    const res = await send({ path: "/", language: "en" }, { "x-user-auth-token": "nonsense" });
    expect(res.statusCode).toBe(401);
    expect(await rows()).toEqual([]);
  });
});

describe("page view rate limit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite", { env: { RATE_LIMIT: "true" } });
  });
  afterAll(() => t.close());

  it(`answers 429 after ${PAGE_VIEWS_PER_MINUTE} views a minute from one address`, async () => {
    const send = () => t.call({ method: "POST", url: URL, payload: { path: "/", language: "ko" } });
    for (let i = 0; i < PAGE_VIEWS_PER_MINUTE; i += 1) expect((await send()).statusCode).toBe(200);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 10429 });
  });
});
