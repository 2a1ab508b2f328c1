import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, type TestUser } from "../../testing/users";
import { dataOf, expectInvalid, expectRefused } from "./testKit";

describe.each(testEngines)("settings on %s", (engine) => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await startTestApp(engine);
    user = await createTestUser(t);
  });
  afterAll(() => t.close());

  const get = () => t.call({ method: "GET", url: "/api/v1/settings", headers: user.auth });
  const put = (payload: unknown) =>
    t.call({
      method: "PUT",
      url: "/api/v1/settings",
      headers: user.auth,
      payload: payload as object,
    });

  it("answers the defaults of a new account", async () => {
    expect(dataOf(await get())).toEqual({
      language: "ko",
      currency: "KRW",
      autoSave: { useAutoSave: true, saveCycle: 60 },
    });
  });

  it("merges a change and answers the whole settings", async () => {
    expect(dataOf(await put({ language: "en", autoSave: { saveCycle: 120 } }))).toEqual({
      language: "en",
      currency: "KRW",
      autoSave: { useAutoSave: true, saveCycle: 120 },
    });
    expect(dataOf(await put({ currency: "USD", autoSave: { useAutoSave: false } }))).toEqual({
      language: "en",
      currency: "USD",
      autoSave: { useAutoSave: false, saveCycle: 120 },
    });
    expect(dataOf(await get())).toMatchObject({ currency: "USD", autoSave: { saveCycle: 120 } });
  });

  it.each([
    [{ autoSave: { saveCycle: 5 } }, "body.autoSave.saveCycle"],
    [{ language: "fr" }, "body.language"],
    [{ currency: "EUR" }, "body.currency"],
    [{}, "body"],
  ])("refuses %j naming %s, changing nothing", async (payload, field) => {
    const before = await get();
    expectInvalid(await put(payload), field);
    expect((await get()).body).toBe(before.body);
  });

  it("answers 401 without a token", async () => {
    expectRefused(await t.call({ method: "GET", url: "/api/v1/settings" }), 401, 10401);
    expectRefused(
      await t.call({ method: "PUT", url: "/api/v1/settings", payload: { language: "en" } }),
      401,
      10401,
    );
  });
});
