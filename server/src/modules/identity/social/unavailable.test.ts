import { ORBIS_SERVICE } from "@orbis/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor } from "../../../testing/apiClient";
import { refusalOf } from "../../../testing/refusal";
import { loginSocially as login } from "../../../testing/registration";
import { closedPortUrl, TEST_CLIENTS } from "../../../testing/socialProviders";
import { startTestApp, type TestApp } from "../../../testing/testApp";
import { testEngines } from "../../../testing/testDb";
import { LOGIN_RATE_LIMIT } from "./login";
import { PROVIDERS } from "./testing/socialTestKit";

const service = {
  serviceID: ORBIS_SERVICE.serviceId,
  serviceVersion: ORBIS_SERVICE.serviceVersion,
};

describe.each(testEngines)("social login with providers down or unconfigured on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    const down = await closedPortUrl();
    // Every endpoint on a closed port; only Naver has a client. Rate limits stay on here.
    t = await startTestApp(engine, {
      env: {
        KAKAO_API_URL: down,
        NAVER_API_URL: down,
        GOOGLE_API_URL: down,
        FACEBOOK_API_URL: down,
        NAVER_TOKEN_URL: `${down}/token`,
        NAVER_CLIENT_ID: TEST_CLIENTS.naver.id,
        NAVER_CLIENT_SECRET: TEST_CLIENTS.naver.secret,
        FACEBOOK_CLIENT_ID: TEST_CLIENTS.facebook.id,
        RATE_LIMIT: "true",
      },
    });
  });
  afterAll(() => t.close());

  it.each(PROVIDERS)("answers 110008 when %s cannot be reached", async (provider) => {
    const refusal = await refusalOf(login(t, provider, { accessToken: "any-token" }));
    expect([refusal.status, refusal.code]).toEqual([401, 110008]);
    expect(refusal.message.toLowerCase()).toContain(provider);
    const sso = await refusalOf(
      apiFor(t).getSsoInfo({ params: { provider }, query: { "access-token": "any-token" } }),
    );
    expect([sso.status, sso.code]).toEqual([401, 110008]);
  });

  it("answers 110008 when the token endpoint is down", async () => {
    const refusal = await refusalOf(
      apiFor(t).getNaverAccessToken({ query: { ...service, code: "c", state: "s" } }),
    );
    expect([refusal.status, refusal.code]).toEqual([401, 110008]);
  });

  it("answers 503 naming the missing variables when a client is not configured", async () => {
    const refusal = await refusalOf(
      apiFor(t).getFacebookAccessToken({
        query: { ...service, code: "c", "redirect-uri": "https://orbis.example/oauth/facebook" },
      }),
    );
    expect([refusal.status, refusal.code]).toEqual([503, 10503]);
    expect(refusal.message).toContain("FACEBOOK_CLIENT_SECRET");
    expect(refusal.message).not.toContain("FACEBOOK_CLIENT_ID");
    expect((await refusalOf(login(t, "facebook", { code: "c" }))).status).toBe(503);
  });

  it("refuses a Kakao code with 400 when no Kakao client is configured", async () => {
    const refusal = await refusalOf(login(t, "kakao", { code: "kakao-code" }));
    expect(refusal.status).toBe(400);
    expect(refusal.message).toMatch(/^body\.accessToken: .*Kakao/);
  });

  it("limits logins per minute", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_RATE_LIMIT; i += 1)
      statuses.push((await refusalOf(login(t, "google", { idToken: "x" }))).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
  });
});
