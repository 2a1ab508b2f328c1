import type { PageViewInput } from "@orbis/core/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { apiFor } from "../../testing/apiClient";
import { refusalOf } from "../../testing/refusal";
import { routeUrl } from "../../testing/routeUrl";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, type TestUser } from "../../testing/users";
import { PAGE_VIEWS_PER_MINUTE } from "./pageViewHandlers";

describe.each(testEngines)("console page views on %s", (engine) => {
  let t: TestApp;
  let user: TestUser;
  const rows = () =>
    t.deps.db.kysely
      .selectFrom("page_views")
      .select(["path", "title", "language", "user_id", "referrer_host", "created_at"])
      .orderBy("id")
      .execute();
  const send = (body: PageViewInput, who?: TestUser) => apiFor(t, who).recordPageView({ body });
  /** A view sent as raw HTTP: a body or a header the typed client would not send. */
  const sendRaw = (payload: object, headers: Record<string, string> = {}) =>
    t.call({ method: "POST", url: routeUrl("recordPageView"), payload, headers });

  beforeAll(async () => {
    t = await startTestApp(engine);
    user = await createTestUser(t);
  });
  beforeEach(async () => {
    await t.deps.db.kysely.deleteFrom("page_views").execute();
  });
  afterAll(() => t.close());

  it("records an anonymous view without query, hash or referrer path", async () => {
    const answer = await send({
      path: "/oauth/kakao?code=abc&access_token=secret#access_token=secret",
      title: "Orbis",
      referrer: "https://Search.Example.com/q?token=other-site-secret",
      language: "en",
    });
    expect(answer).toBeNull();
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
    await send({ path: "/projects/contents", language: "ko" }, user);
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

  it.each<[PageViewInput, string]>([
    [{ path: "builder", language: "en" }, "body.path"],
    [{ path: `/${"a".repeat(512)}`, language: "en" }, "body.path"],
    [{ path: "/a b", language: "en" }, "body.path"],
    [{ path: "/", language: "en", title: "t".repeat(300) }, "body.title"],
  ])("refuses %j with 400 naming %s, and writes nothing", async (body, field) => {
    const refused = await refusalOf(send(body));
    expect(refused).toMatchObject({ status: 400, code: 10400 });
    expect(refused.message).toMatch(new RegExp(`^${field}:`));
    expect(await rows()).toEqual([]);
  });

  // Raw: the contract's type requires one of its languages.
  it.each([
    [{ path: "/", language: "fr" }, "body.language"],
    [{ path: "/" }, "body.language"],
  ])("refuses %j with 400 naming %s, and writes nothing", async (payload, field) => {
    const res = await sendRaw(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 10400 });
    expect((res.json() as { message: string }).message).toMatch(new RegExp(`^${field}:`));
    expect(await rows()).toEqual([]);
  });

  it("refuses an invalid token rather than counting the view as anonymous", async () => {
    // Raw: the typed client leaves out a token it cannot read, so the view would be anonymous.
    const res = await sendRaw({ path: "/", language: "en" }, { "x-user-auth-token": "nonsense" });
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
    const api = apiFor(t);
    const send = () => api.recordPageView({ body: { path: "/", language: "ko" } });
    for (let i = 0; i < PAGE_VIEWS_PER_MINUTE; i += 1) expect(await send()).toBeNull();
    expect(await refusalOf(send())).toMatchObject({ status: 429, code: 10429 });
  });
});
