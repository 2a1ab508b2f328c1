import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../../config";
import {
  type SocialProvidersDouble,
  startSocialProviders,
} from "../../../../testing/socialProviders";
import { createSocialProviders } from ".";

describe("provider calls against the provider double", () => {
  let double: SocialProvidersDouble;
  beforeAll(async () => {
    double = await startSocialProviders();
  });
  afterAll(() => double.close());

  it("gives up on a provider that does not answer in time, with 110008", async () => {
    const config = loadConfig({ KAKAO_API_URL: `${double.url}/stall` });
    const providers = createSocialProviders(config.social, globalThis.fetch, 150);
    const started = Date.now();
    const failure = await providers.adapters.kakao.fetchProfile("t").catch((e: unknown) => e);
    expect(failure).toMatchObject({
      code: 110008,
      message: expect.stringMatching(/Kakao.*0.15 s/),
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("refuses an answer that is not the provider's shape", async () => {
    // The Naver profile path on the Kakao adapter: a 404 body, not Kakao's user.
    const config = loadConfig({ KAKAO_API_URL: `${double.url}/naver` });
    const providers = createSocialProviders(config.social, globalThis.fetch);
    await expect(providers.adapters.kakao.fetchProfile("t")).rejects.toMatchObject({
      code: 110008,
    });
  });

  it("uses the providers' public endpoints when none is configured", async () => {
    const urls: string[] = [];
    const recording: typeof globalThis.fetch = async (input) => {
      urls.push(String(input));
      return new Response("{}", { status: 401 });
    };
    const providers = createSocialProviders(loadConfig({}).social, recording);
    for (const adapter of Object.values(providers.adapters))
      await adapter.fetchProfile("tok").catch(() => undefined);
    expect(urls.map((u) => u.split("?")[0])).toEqual([
      "https://kapi.kakao.com/v2/user/me",
      "https://openapi.naver.com/v1/nid/me",
      "https://www.googleapis.com/oauth2/v3/userinfo",
      "https://graph.facebook.com/me",
    ]);
  });
});
