import type { SettingsUpdate } from "@orbis/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor } from "../../testing/apiClient";
import { refusalOf } from "../../testing/refusal";
import { routeUrl } from "../../testing/routeUrl";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, type TestUser } from "../../testing/users";
import { expectInvalid } from "./testing/testKit";

describe.each(testEngines)("settings on %s", (engine) => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await startTestApp(engine);
    user = await createTestUser(t);
  });
  afterAll(() => t.close());

  const get = () => apiFor(t, user).getSettings();
  const put = (body: SettingsUpdate) => apiFor(t, user).updateSettings({ body });

  it("answers the defaults of a new account", async () => {
    expect(await get()).toEqual({
      language: "ko",
      currency: "KRW",
      autoSave: { useAutoSave: true, saveCycle: 60 },
    });
  });

  it("merges a change and answers the whole settings", async () => {
    expect(await put({ language: "en", autoSave: { saveCycle: 120 } })).toEqual({
      language: "en",
      currency: "KRW",
      autoSave: { useAutoSave: true, saveCycle: 120 },
    });
    expect(await put({ currency: "USD", autoSave: { useAutoSave: false } })).toEqual({
      language: "en",
      currency: "USD",
      autoSave: { useAutoSave: false, saveCycle: 120 },
    });
    expect(await get()).toMatchObject({ currency: "USD", autoSave: { saveCycle: 120 } });
  });

  it.each<[SettingsUpdate, string]>([
    [{ autoSave: { saveCycle: 5 } }, "body.autoSave.saveCycle"],
    [{}, "body"],
  ])("refuses %j naming %s, changing nothing", async (body, field) => {
    const before = await get();
    const refused = await refusalOf(put(body));
    expect(refused).toMatchObject({ status: 400, code: 10400 });
    expect(refused.message.startsWith(`${field}:`), refused.message).toBe(true);
    expect(await get()).toEqual(before);
  });

  // Raw: the contract's type has no room for a language or currency Orbis does not offer.
  it.each([
    [{ language: "fr" }, "body.language"],
    [{ currency: "EUR" }, "body.currency"],
  ])("refuses %j naming %s, changing nothing", async (payload, field) => {
    const before = await get();
    expectInvalid(
      await t.call({ method: "PUT", url: routeUrl("updateSettings"), headers: user.auth, payload }),
      field,
    );
    expect(await get()).toEqual(before);
  });

  it("answers 401 without a token", async () => {
    const api = apiFor(t);
    const anonymous = { status: 401, code: 10401 };
    expect(await refusalOf(api.getSettings())).toMatchObject(anonymous);
    expect(await refusalOf(api.updateSettings({ body: { language: "en" } }))).toMatchObject(
      anonymous,
    );
  });
});
