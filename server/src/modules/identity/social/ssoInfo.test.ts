import type { SocialProvider } from "@orbis/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor } from "../../../testing/apiClient";
import { refusalOf } from "../../../testing/refusal";
import {
  loginSocially as login,
  registerSocially as register,
} from "../../../testing/registration";
import { type SocialProvidersDouble, startSocialProviders } from "../../../testing/socialProviders";
import { startTestApp, type TestApp } from "../../../testing/testApp";
import { testEngines } from "../../../testing/testDb";
import { newUserId, PROVIDERS } from "./testing/socialTestKit";

describe.each(testEngines)("sso-info on %s", (engine) => {
  let t: TestApp;
  let providers: SocialProvidersDouble;
  beforeAll(async () => {
    providers = await startSocialProviders();
    t = await startTestApp(engine, { env: providers.env });
  });
  afterAll(async () => {
    await t.close();
    await providers.close();
  });

  const ssoInfo = (provider: SocialProvider, accessToken: string) =>
    apiFor(t).getSsoInfo({ params: { provider }, query: { "access-token": accessToken } });

  it.each(PROVIDERS)("tells what a %s token says, before and after registration", async (p) => {
    const user = { id: newUserId(p), email: `sso.${p}@example.com`, name: `Sso ${p}` };
    expect(await ssoInfo(p, providers.token(p, user))).toEqual({
      provider: p,
      providerUserId: user.id,
      email: `sso.${p}@example.com`,
      name: `Sso ${p}`,
      registered: false,
    });
    const first = await login(t, p, { accessToken: providers.token(p, user) });
    await register(t, p, first.accessToken);
    expect(await ssoInfo(p, providers.token(p, user))).toMatchObject({
      providerUserId: user.id,
      registered: true,
    });
  });

  it("answers 110008 for a token the provider refuses", async () => {
    const refusal = await refusalOf(ssoInfo("google", "ya29.unknown"));
    expect([refusal.status, refusal.code]).toEqual([401, 110008]);
  });
});
