import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, signInAs, type TestUser } from "../../testing/users";
import { dataOf, expectInvalid, expectRefused } from "./testKit";

interface Coupon {
  id: string;
  state: string | null;
  downloadedAt: string | null;
  expiresAt: string | null;
}
const DAY = 24 * 3600_000;

describe.each(testEngines)("coupons on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
    // A campaign that ended yesterday, offered and by code.
    await t.deps.db.kysely
      .insertInto("coupons")
      .values({
        id: "ended-campaign",
        code: "ENDED-1",
        name: "Ended",
        discount: JSON.stringify({ kind: "percent", percent: 5 }),
        offered: true,
        valid_days: null,
        expires_at: new Date(Date.now() - DAY),
      })
      .execute();
  });
  afterAll(() => t.close());

  const list = (user: TestUser) =>
    t.call({ method: "GET", url: "/api/v3/coupon/download/list", headers: user.auth });
  const download = (user: TestUser, payload: object) =>
    t.call({ method: "POST", url: "/api/v3/coupon/download", headers: user.auth, payload });
  const held = async (user: TestUser) =>
    (
      await t.deps.db.kysely
        .selectFrom("user_coupons")
        .select("coupon_id")
        .where("user_id", "=", user.id)
        .execute()
    ).map((r) => r.coupon_id);

  it("lists the running offers (not codes, not ended ones), then the user's copies with their state", async () => {
    const user = await createTestUser(t);
    const offered = dataOf<Coupon[]>(await list(user));
    expect(offered.map((c) => [c.id, c.state]).sort()).toEqual([
      ["hosting-basic-3000", null],
      ["welcome-pro-20", null],
    ]);
    const copy = dataOf<Coupon>(await download(user, { couponId: "welcome-pro-20" }));
    expect(copy.state).toBe("unused");
    expect(Date.parse(copy.expiresAt as string) - Date.parse(copy.downloadedAt as string)).toBe(
      30 * DAY,
    );
    expect(dataOf<Coupon>(await download(user, { couponCode: "orbis-360" })).id).toBe(
      "launch-code-10",
    );
    t.advance(31 * DAY);
    // A month later the access token has long expired: sign in again.
    const back = {
      ...user,
      auth: { "x-user-auth-token": (await signInAs(t, user.id)).accessToken },
    };
    const states = dataOf<Coupon[]>(await list(back)).map((c) => [c.id, c.state]);
    expect(states.sort()).toEqual([
      ["hosting-basic-3000", null],
      ["launch-code-10", "unused"],
      ["welcome-pro-20", "expired"],
    ]);
  });

  it("answers 409 for a second download, by id or code", async () => {
    const user = await createTestUser(t);
    dataOf(await download(user, { couponCode: "Orbis-360" }));
    expectRefused(await download(user, { couponCode: "ORBIS-360" }), 409, 10409);
    dataOf(await download(user, { couponId: "hosting-basic-3000" }));
    expectRefused(await download(user, { couponId: "hosting-basic-3000" }), 409, 10409);
    expect((await held(user)).sort()).toEqual(["hosting-basic-3000", "launch-code-10"]);
  });

  it("answers 404 for unknown coupons and coded ones asked by id, 400 for ended ones", async () => {
    const user = await createTestUser(t);
    expectRefused(await download(user, { couponId: "no-such-coupon" }), 404, 10404);
    expectRefused(await download(user, { couponCode: "NOPE-0000" }), 404, 10404);
    expectRefused(await download(user, { couponId: "launch-code-10" }), 404, 10404);
    expect(expectRefused(await download(user, { couponCode: "ended-1" }), 400, 10400)).toMatch(
      /expired/,
    );
    expect(expectRefused(await download(user, { couponId: "ended-campaign" }), 400, 10400)).toMatch(
      /expired/,
    );
    expect(await held(user)).toEqual([]);
  });

  it.each([
    ["neither id nor code", {}, "body"],
    ["both id and code", { couponId: "welcome-pro-20", couponCode: "ORBIS-360" }, "body"],
    ["a malformed code", { couponCode: "no spaces!" }, "body.couponCode"],
  ])("refuses %s naming the field, writing nothing", async (_, payload, field) => {
    const user = await createTestUser(t);
    expectInvalid(await download(user, payload), field);
    expect(await held(user)).toEqual([]);
  });

  it("answers 401 without a token", async () => {
    expectRefused(await t.call({ method: "GET", url: "/api/v3/coupon/download/list" }), 401, 10401);
    expectRefused(
      await t.call({
        method: "POST",
        url: "/api/v3/coupon/download",
        payload: { couponId: "welcome-pro-20" },
      }),
      401,
      10401,
    );
  });
});
