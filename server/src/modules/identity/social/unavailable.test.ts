import { ORBIS_SERVICE } from "@orbis/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closedPortUrl, TEST_CLIENTS } from "../../../testing/socialProviders";
import { startTestApp, type TestApp } from "../../../testing/testApp";
import { testEngines } from "../../../testing/testDb";
import { LOGIN_RATE_LIMIT } from "./login";
import { login, PROVIDERS, type Wire } from "./socialTestKit";

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

  const get = async (url: string, query: Record<string, string>) => {
    const res = await t.call({ method: "GET", url, query });
    return { status: res.statusCode, body: res.json() as Wire };
  };

  it.each(PROVIDERS)("answers 110008 when %s cannot be reached", async (provider) => {
    const res = await login(t, provider, { accessToken: "any-token" });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(110008);
    expect(res.body.message?.toLowerCase()).toContain(provider);
    const sso = await get(`/identity/v1/sso-info/${provider}`, { "access-token": "any-token" });
    expect(sso.status).toBe(401);
    expect(sso.body.code).toBe(110008);
  });

  it("answers 110008 when the token endpoint is down", async () => {
    const res = await get("/identity/v1/access-token/naver", { ...service, code: "c", state: "s" });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(110008);
  });

  it("answers 503 naming the missing variables when a client is not configured", async () => {
    const res = await get("/identity/v1/access-token/facebook", {
      ...service,
      code: "c",
      "redirect-uri": "https://orbis.example/oauth/facebook",
    });
    expect(res.status).toBe(503);
    expect(res.body.code).toBe(10503);
    expect(res.body.message).toContain("FACEBOOK_CLIENT_SECRET");
    expect(res.body.message).not.toContain("FACEBOOK_CLIENT_ID");
    const viaLogin = await login(t, "facebook", { code: "c" });
    expect(viaLogin.status).toBe(503);
  });

  it("refuses a Kakao code with 400 when no Kakao client is configured", async () => {
    const res = await login(t, "kakao", { code: "kakao-code" });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^body\.accessToken: .*Kakao/);
  });

  it("limits logins per minute", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_RATE_LIMIT; i += 1)
      statuses.push((await login(t, "google", { idToken: "x" })).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
  });
});
