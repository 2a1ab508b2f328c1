import type { CouponDownload } from "@orbis/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor } from "../../testing/apiClient";
import { refusalOf } from "../../testing/refusal";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, signInAs, type TestUser } from "../../testing/users";

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

  const list = (who: TestUser | string) => apiFor(t, who).getDownloadableCoupons();
  const download = (user: TestUser, body: CouponDownload) =>
    apiFor(t, user).downloadCoupon({ body });
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
    const offered = await list(user);
    expect(offered.map((c) => [c.id, c.state]).sort()).toEqual([
      ["hosting-basic-3000", null],
      ["welcome-pro-20", null],
    ]);
    const copy = await download(user, { couponId: "welcome-pro-20" });
    expect(copy.state).toBe("unused");
    expect(Date.parse(copy.expiresAt as string) - Date.parse(copy.downloadedAt as string)).toBe(
      30 * DAY,
    );
    expect((await download(user, { couponCode: "orbis-360" })).id).toBe("launch-code-10");
    t.advance(31 * DAY);
    // A month later the access token has long expired: sign in again.
    const back = (await signInAs(t, user.id)).accessToken;
    const states = (await list(back)).map((c) => [c.id, c.state]);
    expect(states.sort()).toEqual([
      ["hosting-basic-3000", null],
      ["launch-code-10", "unused"],
      ["welcome-pro-20", "expired"],
    ]);
  });

  it("answers 409 for a second download, by id or code", async () => {
    const user = await createTestUser(t);
    const again = { status: 409, code: 10409 };
    await download(user, { couponCode: "Orbis-360" });
    expect(await refusalOf(download(user, { couponCode: "ORBIS-360" }))).toMatchObject(again);
    await download(user, { couponId: "hosting-basic-3000" });
    expect(await refusalOf(download(user, { couponId: "hosting-basic-3000" }))).toMatchObject(
      again,
    );
    expect((await held(user)).sort()).toEqual(["hosting-basic-3000", "launch-code-10"]);
  });

  it("answers 404 for unknown coupons and coded ones asked by id, 400 for ended ones", async () => {
    const user = await createTestUser(t);
    const unknown = { status: 404, code: 10404 };
    const ended = { status: 400, code: 10400, message: expect.stringMatching(/expired/) };
    expect(await refusalOf(download(user, { couponId: "no-such-coupon" }))).toMatchObject(unknown);
    expect(await refusalOf(download(user, { couponCode: "NOPE-0000" }))).toMatchObject(unknown);
    expect(await refusalOf(download(user, { couponId: "launch-code-10" }))).toMatchObject(unknown);
    expect(await refusalOf(download(user, { couponCode: "ended-1" }))).toMatchObject(ended);
    expect(await refusalOf(download(user, { couponId: "ended-campaign" }))).toMatchObject(ended);
    expect(await held(user)).toEqual([]);
  });

  it.each([
    ["neither id nor code", {}, "body"],
    ["both id and code", { couponId: "welcome-pro-20", couponCode: "ORBIS-360" }, "body"],
    ["a malformed code", { couponCode: "no spaces!" }, "body.couponCode"],
  ])("refuses %s naming the field, writing nothing", async (_, body, field) => {
    const user = await createTestUser(t);
    const refused = await refusalOf(download(user, body));
    expect(refused).toMatchObject({ status: 400, code: 10400 });
    expect(refused.message.startsWith(`${field}:`), refused.message).toBe(true);
    expect(await held(user)).toEqual([]);
  });

  it("answers 401 without a token", async () => {
    const api = apiFor(t);
    const anonymous = { status: 401, code: 10401 };
    expect(await refusalOf(api.getDownloadableCoupons())).toMatchObject(anonymous);
    expect(
      await refusalOf(api.downloadCoupon({ body: { couponId: "welcome-pro-20" } })),
    ).toMatchObject(anonymous);
  });
});
