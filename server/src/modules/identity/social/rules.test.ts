import { describe, expect, it } from "vitest";
import { loginProof, registrationEmail } from "./rules";

describe("loginProof", () => {
  it.each([
    ["kakao", { accessToken: "a", code: "c" }, true, { kind: "accessToken", accessToken: "a" }],
    [
      "google",
      { accessToken: "a", idToken: "i" },
      false,
      { kind: "accessToken", accessToken: "a" },
    ],
    ["naver", { code: "c" }, true, { kind: "code", provider: "naver", code: "c" }],
    [
      "facebook",
      { code: "c", idToken: "i" },
      true,
      { kind: "code", provider: "facebook", code: "c" },
    ],
    ["kakao", { code: "c" }, true, { kind: "code", provider: "kakao", code: "c" }],
  ] as const)("%s %j (exchangeable %s) → %j", (provider, body, exchangeable, expected) => {
    expect(loginProof(provider, body, exchangeable)).toEqual(expected);
  });

  it.each([
    ["google", { idToken: "i" }, false, /Google .*accessToken/],
    ["google", { code: "c" }, true, /Google .*accessToken/],
    ["kakao", { code: "c" }, false, /does not exchange Kakao codes/],
    ["naver", { idToken: "i" }, true, /Naver .*accessToken or code/],
    ["facebook", {}, true, /Facebook/],
  ] as const)("%s %j (exchangeable %s) is refused", (provider, body, exchangeable, message) => {
    const proof = loginProof(provider, body, exchangeable);
    expect(proof.kind).toBe("refused");
    expect(proof.kind === "refused" ? proof.message : "").toMatch(message);
  });
});

describe("registrationEmail", () => {
  it.each([
    ["a@example.com", undefined, { address: "a@example.com", verified: true }],
    ["a@example.com", "b@example.com", { address: "a@example.com", verified: true }],
    [null, " B@Example.COM ", { address: "b@example.com", verified: false }],
    [null, undefined, null],
  ] as const)("provider %s, typed %s → %j", (provider, typed, expected) => {
    expect(registrationEmail(provider, typed)).toEqual(expected);
  });
});
