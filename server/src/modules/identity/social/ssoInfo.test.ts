import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SocialProvidersDouble, startSocialProviders } from "../../../testing/socialProviders";
import { startTestApp, type TestApp } from "../../../testing/testApp";
import { testEngines } from "../../../testing/testDb";
import { login, newUserId, PROVIDERS, register, type Wire } from "./socialTestKit";

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

  const ssoInfo = async (provider: string, accessToken: string) => {
    const res = await t.call({
      method: "GET",
      url: `/identity/v1/sso-info/${provider}`,
      query: { "access-token": accessToken },
    });
    return { status: res.statusCode, body: res.json() as Wire & { data?: unknown } };
  };

  it.each(PROVIDERS)("tells what a %s token says, before and after registration", async (p) => {
    const user = { id: newUserId(p), email: `sso.${p}@example.com`, name: `Sso ${p}` };
    const before = await ssoInfo(p, providers.token(p, user));
    expect(before.status).toBe(200);
    expect(before.body.data).toEqual({
      provider: p,
      providerUserId: user.id,
      email: `sso.${p}@example.com`,
      name: `Sso ${p}`,
      registered: false,
    });
    const first = await login(t, p, { accessToken: providers.token(p, user) });
    await register(t, p, first.body.data?.accessToken ?? "");
    const after = await ssoInfo(p, providers.token(p, user));
    expect(after.body.data).toMatchObject({ providerUserId: user.id, registered: true });
  });

  it("answers 110008 for a token the provider refuses", async () => {
    const res = await ssoInfo("google", "ya29.unknown");
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(110008);
  });
});
