import { ORBIS_SERVICE } from "@orbis/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor } from "../../../testing/apiClient";
import { refusalOf } from "../../../testing/refusal";
import { loginSocially as login } from "../../../testing/registration";
import {
  type SocialProvidersDouble,
  startSocialProviders,
  TEST_CLIENTS,
} from "../../../testing/socialProviders";
import { startTestApp, type TestApp } from "../../../testing/testApp";
import { testEngines } from "../../../testing/testDb";

const PUBLIC_URL = "https://orbis.example";
const service = {
  serviceID: ORBIS_SERVICE.serviceId,
  serviceVersion: ORBIS_SERVICE.serviceVersion,
};

describe.each(testEngines)("social code exchange on %s", (engine) => {
  let t: TestApp;
  let providers: SocialProvidersDouble;
  beforeAll(async () => {
    providers = await startSocialProviders();
    t = await startTestApp(engine, {
      env: { ...providers.env, PUBLIC_URL, RATE_LIMIT: "false" },
    });
  });
  afterAll(async () => {
    await t.close();
    await providers.close();
  });

  const naver = (query: { code: string; state: string }) =>
    apiFor(t).getNaverAccessToken({ query: { ...service, ...query } });
  const facebook = (query: { code: string; "redirect-uri": string; state?: string }) =>
    apiFor(t).getFacebookAccessToken({ query: { ...service, ...query } });

  it("trades a Naver code with the RFC 6749 form, secret in the body", async () => {
    const code = providers.code("naver", { id: "n-code", email: "nc@example.com", name: "N" });
    const { accessToken } = await naver({ code, state: "csrf-123" });
    const sent = providers.requestsTo("naver", "/oauth2.0/token").at(-1);
    expect(sent?.method).toBe("POST");
    expect(sent?.headers.authorization).toBeUndefined();
    expect(sent?.form).toEqual({
      grant_type: "authorization_code",
      code,
      redirect_uri: `${PUBLIC_URL}/oauth/naver`,
      client_id: TEST_CLIENTS.naver.id,
      client_secret: TEST_CLIENTS.naver.secret,
      state: "csrf-123",
    });
    expect(await login(t, "naver", { accessToken })).toMatchObject({
      registered: false,
      email: "nc@example.com",
    });
  });

  it("treats Naver's errors sent with HTTP 200 as a refusal", async () => {
    const code = providers.code("naver", { id: "n-reuse", name: "N" });
    await naver({ code, state: "s" });
    for (const bad of [code, "never-issued"]) {
      const refusal = await refusalOf(naver({ code: bad, state: "s" }));
      expect([refusal.status, refusal.code]).toEqual([401, 110008]);
      expect(refusal.message).toContain("Naver");
    }
  });

  it("trades a Facebook code for the dialog's redirect URI", async () => {
    const redirect = `${PUBLIC_URL}/oauth/facebook?plugin=true`;
    const code = providers.code("facebook", { id: "f-code", name: "F" }, redirect);
    const { accessToken } = await facebook({ code, "redirect-uri": redirect, state: "/tours" });
    const sent = providers.requestsTo("facebook", "/oauth/access_token").at(-1);
    expect(sent?.form).toEqual({
      grant_type: "authorization_code",
      code,
      redirect_uri: redirect,
      client_id: TEST_CLIENTS.facebook.id,
      client_secret: TEST_CLIENTS.facebook.secret,
    });
    expect(await login(t, "facebook", { accessToken })).toMatchObject({
      registered: false,
      email: null,
    });
  });

  it("refuses Facebook's OAuthException answers with 110008", async () => {
    const code = providers.code("facebook", { id: "f-mismatch" }, `${PUBLIC_URL}/oauth/facebook`);
    for (const [c, redirect] of [
      [code, `${PUBLIC_URL}/elsewhere`],
      ["never-issued", `${PUBLIC_URL}/oauth/facebook`],
    ] as const) {
      const refusal = await refusalOf(facebook({ code: c, "redirect-uri": redirect }));
      expect([refusal.status, refusal.code]).toEqual([401, 110008]);
      expect(refusal.message).toContain("Facebook");
    }
    const invalid = await refusalOf(facebook({ code, "redirect-uri": "not a url" }));
    expect(invalid.status).toBe(400);
    expect(invalid.message).toMatch(/^query\.redirect-uri/);
  });

  it("exchanges a login's code itself for naver, facebook and a configured kakao", async () => {
    for (const provider of ["naver", "facebook", "kakao"] as const) {
      const user = { id: provider === "kakao" ? "424242" : `${provider}-login-code`, name: "C" };
      const code = providers.code(provider, user, `${PUBLIC_URL}/oauth/${provider}`);
      expect((await login(t, provider, { code })).registered).toBe(false);
      const sent = providers.requests.filter(
        (r) => r.provider === provider && r.form.code === code,
      );
      expect(sent).toHaveLength(1);
      expect(sent[0]?.form.redirect_uri).toBe(`${PUBLIC_URL}/oauth/${provider}`);
      if (provider === "naver") expect(sent[0]?.form.state).toMatch(/\S/);
      expect((await refusalOf(login(t, provider, { code }))).code).toBe(110008);
    }
  });
});
