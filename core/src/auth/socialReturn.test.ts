import { describe, expect, it } from "vitest";
import { parseSocialReturn } from "./socialReturn";

describe("parseSocialReturn", () => {
  it.each([
    [
      "google: access_token in the hash",
      "google",
      { search: "", hash: "#access_token=ya29.x&token_type=Bearer&expires_in=3599&scope=email" },
      {
        ok: true,
        provider: "google",
        credential: { kind: "accessToken", accessToken: "ya29.x" },
        state: null,
        plugin: false,
        returnTo: "/",
      },
    ],
    [
      "naver: code and state in the query",
      "naver",
      { search: "?code=abc&state=xyz", hash: "" },
      {
        ok: true,
        provider: "naver",
        credential: { kind: "code", code: "abc" },
        state: "xyz",
        plugin: false,
        returnTo: "/",
      },
    ],
    [
      "kakao in plugin mode: state is the path to go back to",
      "kakao",
      { search: "plugin=true&code=k1&state=%2Fcli%2Fdone%3Fport%3D5", hash: "" },
      {
        ok: true,
        provider: "kakao",
        credential: { kind: "code", code: "k1" },
        state: "/cli/done?port=5",
        plugin: true,
        returnTo: "/cli/done?port=5",
      },
    ],
    [
      "facebook in plugin mode without state: back to /",
      "facebook",
      { search: "?plugin=true&code=f1", hash: "#_=_" },
      {
        ok: true,
        provider: "facebook",
        credential: { kind: "code", code: "f1" },
        state: null,
        plugin: true,
        returnTo: "/",
      },
    ],
    [
      "plugin mode with a foreign state: back to /",
      "kakao",
      { search: "?plugin=true&code=k&state=%2F%2Fevil.example", hash: "" },
      {
        ok: true,
        provider: "kakao",
        credential: { kind: "code", code: "k" },
        state: "//evil.example",
        plugin: true,
        returnTo: "/",
      },
    ],
    [
      "naver does not take plugin mode",
      "naver",
      { search: "?plugin=true&code=n&state=%2Fsites", hash: "" },
      {
        ok: true,
        provider: "naver",
        credential: { kind: "code", code: "n" },
        state: "/sites",
        plugin: false,
        returnTo: "/",
      },
    ],
    [
      "a cancelled kakao login",
      "kakao",
      { search: "?error=access_denied&error_description=User%20denied", hash: "" },
      { ok: false, provider: "kakao", reason: "denied", error: "access_denied" },
    ],
    [
      "a google error in the hash",
      "google",
      { search: "", hash: "#error=access_denied" },
      { ok: false, provider: "google", reason: "denied", error: "access_denied" },
    ],
    [
      "google with the token in the query only",
      "google",
      { search: "?access_token=x", hash: "" },
      { ok: false, provider: "google", reason: "missing" },
    ],
    [
      "facebook without a code",
      "facebook",
      { search: "?state=s", hash: "" },
      { ok: false, provider: "facebook", reason: "missing" },
    ],
  ] as const)("%s", (_, provider, location, expected) => {
    expect(parseSocialReturn(provider, location)).toEqual(expected);
  });
});
