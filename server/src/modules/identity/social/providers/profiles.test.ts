import { describe, expect, it } from "vitest";
import { facebookProfile, facebookUserSchema } from "./facebook";
import { googleProfile, googleUserSchema } from "./google";
import { kakaoProfile, kakaoUserSchema } from "./kakao";
import { naverProfile, naverUserSchema } from "./naver";
import { firstName, vouchedEmail } from "./profile";

describe("vouchedEmail and firstName", () => {
  it.each([
    [" Ada@Example.COM ", true, "ada@example.com"],
    ["ada@example.com", false, null],
    ["not an address", true, null],
    [undefined, true, null],
    [null, true, null],
  ] as const)("vouchedEmail(%j, %s) → %j", (email, vouched, expected) => {
    expect(vouchedEmail(email, vouched)).toBe(expected);
  });

  it.each([
    [[" Ada ", "ada"], "Ada"],
    [["  ", "nick"], "nick"],
    [[undefined, null], null],
  ] as const)("firstName(%j) → %j", (names, expected) => {
    expect(firstName(...names)).toBe(expected);
  });
});

describe("provider profiles", () => {
  it.each([
    [
      "kakao verified",
      () =>
        kakaoProfile(
          kakaoUserSchema.parse({
            id: 123456789,
            kakao_account: {
              email: "K@kakao.com",
              is_email_valid: true,
              is_email_verified: true,
              profile: { nickname: "라이언" },
            },
          }),
        ),
      { providerUserId: "123456789", email: "k@kakao.com", name: "라이언" },
    ],
    [
      "kakao invalid address",
      () =>
        kakaoProfile(
          kakaoUserSchema.parse({
            id: 7,
            kakao_account: { email: "k@kakao.com", is_email_valid: false, is_email_verified: true },
          }),
        ),
      { providerUserId: "7", email: null, name: null },
    ],
    [
      "kakao without consent",
      () => kakaoProfile(kakaoUserSchema.parse({ id: 8, kakao_account: { has_email: false } })),
      { providerUserId: "8", email: null, name: null },
    ],
    [
      "naver",
      () =>
        naverProfile(
          naverUserSchema.parse({
            resultcode: "00",
            message: "success",
            response: { id: "abc", email: "n@naver.com", nickname: "nick" },
          }),
        ),
      { providerUserId: "abc", email: "n@naver.com", name: "nick" },
    ],
    [
      "google string flag",
      () =>
        googleProfile(
          googleUserSchema.parse({ sub: "1", email: "g@gmail.com", email_verified: "true" }),
        ),
      { providerUserId: "1", email: "g@gmail.com", name: null },
    ],
    [
      "google unverified",
      () =>
        googleProfile(
          googleUserSchema.parse({ sub: "2", email: "g@x.com", email_verified: false, name: "G" }),
        ),
      { providerUserId: "2", email: null, name: "G" },
    ],
    [
      "facebook without email",
      () => facebookProfile(facebookUserSchema.parse({ id: "10", name: "F" })),
      { providerUserId: "10", email: null, name: "F" },
    ],
  ])("%s", (_name, map, expected) => {
    expect(map()).toEqual(expected);
  });

  it.each([
    [kakaoUserSchema, { id: "123" }],
    [naverUserSchema, { resultcode: "024", message: "Authentication failed" }],
    [googleUserSchema, { error: "invalid_request", error_description: "Invalid Credentials" }],
    [facebookUserSchema, { error: { message: "x", type: "OAuthException", code: 190 } }],
  ])("refuses an error body or a wrong shape (%#)", (schema, body) => {
    expect(schema.safeParse(body).success).toBe(false);
  });
});
