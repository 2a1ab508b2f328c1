import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCatalogue } from "../../seed";
import { apiFor } from "../../testing/apiClient";
import { refusalOf } from "../../testing/refusal";
import { routeUrl } from "../../testing/routeUrl";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, type TestUser } from "../../testing/users";
import { expectInvalid } from "./testing/testKit";

const KOREAN_TITLE = "가입을 환영합니다! Pro 20% 할인 쿠폰";

describe.each(testEngines)("coupon popups on %s", (engine) => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await startTestApp(engine);
    user = await createTestUser(t);
  });
  afterAll(() => t.close());

  /** The popups of a moment, asked in `language`; the list once its total is checked. */
  const popups = async (triggerType: number, language = "ko") => {
    const api = apiFor(t, user);
    api.setLanguage(language);
    const { list, total } = await api.getCouponPopups({ query: { triggerType } });
    expect(total).toBe(list.length);
    return list;
  };
  const registrationPopup = (title: string) =>
    expect.objectContaining({
      couponId: "welcome-pro-20",
      popupTitle: title,
      popupPosition: "bottom-right",
      popupButtonUrl: "/mypage/coupon",
      popupIsBlank: false,
    });

  it.each([
    ["en-US,en;q=0.9", "Welcome to Orbis! 20% off Pro"],
    ["vi", "Chào mừng bạn đến với Orbis! Giảm 20% gói Pro"],
    ["ja", "Orbisへようこそ！Proプラン20%オフ"],
    ["ko", KOREAN_TITLE],
    ["fr", KOREAN_TITLE],
  ])("shows the registration popup in %s", async (language, title) => {
    expect(await popups(1, language)).toEqual([registrationPopup(title)]);
  });

  it("shows the registration popup in Korean without a language header", async () => {
    // Raw: the typed client always names a language.
    const res = await t.call({
      method: "GET",
      url: routeUrl("getCouponPopups", {}, { triggerType: 1 }),
      headers: user.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, list: [registrationPopup(KOREAN_TITLE)] });
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
    expect(await popups(2)).toEqual([]);
    await apiFor(t, user).downloadCoupon({ body: { couponId: "welcome-pro-20" } });
    expect(await popups(1, "en")).toEqual([]);
  });

  it("refuses a bad trigger naming it, and answers 401 without a token", async () => {
    const refused = await refusalOf(
      apiFor(t, user).getCouponPopups({ query: { triggerType: "abc" } }),
    );
    expect(refused).toMatchObject({ status: 400, code: 10400 });
    expect(refused.message.startsWith("query.triggerType:"), refused.message).toBe(true);
    // Raw: the contract's type requires a trigger.
    expectInvalid(
      await t.call({ method: "GET", url: routeUrl("getCouponPopups"), headers: user.auth }),
      "query.triggerType",
    );
    expect(await refusalOf(apiFor(t).getCouponPopups({ query: { triggerType: 1 } }))).toMatchObject(
      { status: 401, code: 10401 },
    );
  });
});
