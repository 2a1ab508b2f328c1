import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { socialProviderSchema } from "../contract/enums";
import {
  defaultAuthorizeUrls,
  isPluginMode,
  kakaoTokenForm,
  parseSocialProvider,
  socialAuthorizeUrl,
  socialReturnPath,
  socialReturnUrl,
} from "./social";

const ORIGIN = "https://orbis.example";

describe("social return addresses", () => {
  it.each([
    ["kakao", "/oauth/kakao"],
    ["naver", "/oauth/naver"],
    ["google", "/oauth/google"],
    ["facebook", "/oauth/facebook"],
  ] as const)("%s returns to %s", (provider, path) => {
    expect(socialReturnPath(provider)).toBe(path);
  });

  it.each([
    ["kakao", false, "https://orbis.example/oauth/kakao"],
    ["kakao", true, "https://orbis.example/oauth/kakao?plugin=true"],
    ["facebook", true, "https://orbis.example/oauth/facebook?plugin=true"],
    ["facebook", undefined, "https://orbis.example/oauth/facebook"],
    ["naver", true, "https://orbis.example/oauth/naver"],
    ["google", true, "https://orbis.example/oauth/google"],
  ] as const)("%s with plugin %s → %s", (provider, plugin, url) => {
    expect(socialReturnUrl(ORIGIN, provider, plugin)).toBe(url);
    expect(socialReturnUrl(`${ORIGIN}/`, provider, plugin)).toBe(url);
  });

  it.each([
    ["kakao", true],
    ["facebook", true],
    ["naver", false],
    ["google", false],
  ] as const)("plugin mode is possible for %s: %s", (provider, possible) => {
    expect(isPluginMode(provider, true)).toBe(possible);
    expect(isPluginMode(provider, false)).toBe(false);
  });
});

describe("parseSocialProvider", () => {
  it.each([
    ["kakao", "kakao"],
    ["google", "google"],
    ["Google", null],
    ["apple", null],
    [undefined, null],
  ])("%j → %j", (value, expected) => {
    expect(parseSocialProvider(value)).toBe(expected);
  });
});

const paramsOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe("socialAuthorizeUrl", () => {
  it.each([
    [
      "google: email scope, response type token",
      { provider: "google", clientId: "g-id", origin: ORIGIN },
      {
        client_id: "g-id",
        redirect_uri: "https://orbis.example/oauth/google",
        response_type: "token",
        scope: "email",
      },
    ],
    [
      "facebook: email scope, response type code",
      { provider: "facebook", clientId: "f-id", origin: ORIGIN, state: "nonce" },
      {
        client_id: "f-id",
        redirect_uri: "https://orbis.example/oauth/facebook",
        response_type: "code",
        scope: "email",
        state: "nonce",
      },
    ],
    [
      "naver: response type code with the given state",
      { provider: "naver", clientId: "n-id", origin: ORIGIN, state: "xyz" },
      {
        client_id: "n-id",
        redirect_uri: "https://orbis.example/oauth/naver",
        response_type: "code",
        state: "xyz",
      },
    ],
    [
      "kakao: response type code, no state outside plugin mode",
      { provider: "kakao", clientId: "k-id", origin: ORIGIN },
      {
        client_id: "k-id",
        redirect_uri: "https://orbis.example/oauth/kakao",
        response_type: "code",
      },
    ],
    [
      "kakao in plugin mode: state defaults to /",
      { provider: "kakao", clientId: "k-id", origin: ORIGIN, plugin: true, state: "ignored" },
      {
        client_id: "k-id",
        redirect_uri: "https://orbis.example/oauth/kakao?plugin=true",
        response_type: "code",
        state: "/",
      },
    ],
    [
      "facebook in plugin mode: state carries the path to go back to",
      {
        provider: "facebook",
        clientId: "f-id",
        origin: ORIGIN,
        plugin: true,
        returnTo: "/cli/done?port=5",
      },
      {
        client_id: "f-id",
        redirect_uri: "https://orbis.example/oauth/facebook?plugin=true",
        response_type: "code",
        scope: "email",
        state: "/cli/done?port=5",
      },
    ],
  ] as const)("%s", (_, options, params) => {
    const url = socialAuthorizeUrl(options);
    expect(url.startsWith(defaultAuthorizeUrls[options.provider])).toBe(true);
    expect(paramsOf(url)).toEqual(params);
  });

  it("uses a configured authorize endpoint and keeps its own query", () => {
    const url = socialAuthorizeUrl({
      provider: "naver",
      clientId: "n",
      origin: ORIGIN,
      authorizeUrl: "http://localhost:9000/naver/authorize?tenant=t",
    });
    expect(url.startsWith("http://localhost:9000/naver/authorize?tenant=t&client_id=n")).toBe(true);
  });

  it("has a real https authorize endpoint for every provider", () => {
    for (const provider of socialProviderSchema.options) {
      expect(new URL(defaultAuthorizeUrls[provider]).protocol).toBe("https:");
    }
  });

  it("carries any return path in state unchanged", () => {
    fc.assert(
      fc.property(fc.constantFrom("kakao", "facebook"), fc.webPath(), (provider, path) => {
        const url = socialAuthorizeUrl({
          provider,
          clientId: "c",
          origin: ORIGIN,
          plugin: true,
          returnTo: path,
        });
        expect(new URL(url).searchParams.get("state")).toBe(path);
      }),
    );
  });
});

describe("kakaoTokenForm", () => {
  it.each([
    [false, "https://orbis.example/oauth/kakao"],
    [true, "https://orbis.example/oauth/kakao?plugin=true"],
  ])("plugin %j sends the return address %j again", (plugin, redirectUri) => {
    expect(
      kakaoTokenForm({ code: "c0de", clientId: "kid", origin: "https://orbis.example/", plugin }),
    ).toEqual({
      grant_type: "authorization_code",
      client_id: "kid",
      redirect_uri: redirectUri,
      code: "c0de",
    });
  });
});
