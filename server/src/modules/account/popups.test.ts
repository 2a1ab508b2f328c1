import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCatalogue } from "../../seed";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, type TestUser } from "../../testing/users";
import { expectInvalid, expectRefused } from "./testKit";

interface Popup {
  couponId: string;
  popupTitle: string;
  popupPosition: string;
  popupButtonUrl: string;
  popupIsBlank: boolean;
}

describe.each(testEngines)("coupon popups on %s", (engine) => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await startTestApp(engine);
    user = await createTestUser(t);
  });
  afterAll(() => t.close());

  const popups = (query: string, language?: string) =>
    t.call({
      method: "GET",
      url: `/api/v3/coupon/user/preset/popup?${query}`,
      headers: { ...user.auth, ...(language === undefined ? {} : { "accept-language": language }) },
    });
  const listOf = (res: Awaited<ReturnType<typeof popups>>) => {
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { code: number; list: Popup[]; total: number };
    expect(body.code).toBe(0);
    expect(body.total).toBe(body.list.length);
    return body.list;
  };

  it.each([
    ["en-US,en;q=0.9", "Welcome to Orbis! 20% off Pro"],
    ["vi", "Chào mừng bạn đến với Orbis! Giảm 20% gói Pro"],
    ["ja", "Orbisへようこそ！Proプラン20%オフ"],
    ["ko", "가입을 환영합니다! Pro 20% 할인 쿠폰"],
    ["fr", "가입을 환영합니다! Pro 20% 할인 쿠폰"],
    [undefined, "가입을 환영합니다! Pro 20% 할인 쿠폰"],
  ])("shows the registration popup in %s", async (language, title) => {
    expect(listOf(await popups("triggerType=1", language))).toEqual([
      expect.objectContaining({
        couponId: "welcome-pro-20",
        popupTitle: title,
        popupPosition: "bottom-right",
        popupButtonUrl: "/mypage/coupon",
        popupIsBlank: false,
      }),
    ]);
  });

  it("keeps one popup per coupon and language when the catalogue is seeded again", async () => {
    await seedCatalogue(t.deps.db.kysely);
    const rows = await t.deps.db.kysely
      .selectFrom("coupon_popups")
      .select("language")
      .where("coupon_id", "=", "welcome-pro-20")
      .orderBy("language")
      .execute();
    expect(rows.map((r) => r.language)).toEqual(["en", "ja", "ko", "vi"]);
  });

  it("shows nothing for another moment, nor for a coupon the user holds", async () => {
    expect(listOf(await popups("triggerType=2"))).toEqual([]);
    await t.call({
      method: "POST",
      url: "/api/v3/coupon/download",
      headers: user.auth,
      payload: { couponId: "welcome-pro-20" },
    });
    expect(listOf(await popups("triggerType=1", "en"))).toEqual([]);
  });

  it("refuses a bad trigger naming it, and answers 401 without a token", async () => {
    expectInvalid(await popups("triggerType=abc"), "query.triggerType");
    expectInvalid(await popups(""), "query.triggerType");
    expectRefused(
      await t.call({ method: "GET", url: "/api/v3/coupon/user/preset/popup?triggerType=1" }),
      401,
      10401,
    );
  });
});
