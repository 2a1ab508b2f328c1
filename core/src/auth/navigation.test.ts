import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  LOGIN_PATH,
  loginRedirectPath,
  planNavigation,
  setPasswordRedirectPath,
} from "./navigation";
import { jwtExpiringAt } from "./testing/fakeJwt";

const EXP = 1_700_000_000;
const pair = { accessToken: jwtExpiringAt(EXP), refreshToken: jwtExpiringAt(EXP + 3600) };
const beforeExp = EXP * 1000 - 1;
const atExp = EXP * 1000;
const allPast = (EXP + 3600) * 1000;

describe("setPasswordRedirectPath", () => {
  it.each([
    ["/projects/contents", "/set-password?redirect=%2Fprojects%2Fcontents"],
    ["/set-password?redirect=%2Fadmin", "/set-password?redirect=%2Fadmin"],
  ])("%s → %s", (fullPath, expected) => {
    expect(setPasswordRedirectPath(fullPath)).toBe(expected);
  });
});

describe("loginRedirectPath", () => {
  it.each([
    ["/projects", "/builder/login?redirect=%2Fprojects"],
    ["/mypage/info?tab=2&x=a b", "/builder/login?redirect=%2Fmypage%2Finfo%3Ftab%3D2%26x%3Da%20b"],
    ["/project/7/edit/9#scene", "/builder/login?redirect=%2Fproject%2F7%2Fedit%2F9%23scene"],
  ])("%s → %s", (fullPath, expected) => {
    expect(loginRedirectPath(fullPath)).toBe(expected);
  });

  it("round-trips any path through the redirect query", () => {
    fc.assert(
      fc.property(fc.string(), (path) => {
        const query = new URLSearchParams(loginRedirectPath(`/${path}`).split("?")[1]);
        expect(query.get("redirect")).toBe(`/${path}`);
      }),
    );
  });

  it("is the login path /builder/login", () => {
    expect(LOGIN_PATH).toBe("/builder/login");
  });
});

describe("planNavigation", () => {
  it.each([
    ["anonymous on a public route", {}, beforeExp, "/builder", true, { kind: "pass" }],
    [
      "anonymous on a private route, query kept",
      { accessToken: null, refreshToken: "" },
      beforeExp,
      "/sites?page=2",
      false,
      { kind: "toLogin", to: "/builder/login?redirect=%2Fsites%3Fpage%3D2" },
    ],
    [
      "valid tokens on a private route",
      pair,
      beforeExp,
      "/projects",
      false,
      { kind: "setSession" },
    ],
    ["valid tokens on a public route", pair, beforeExp, "/", true, { kind: "setSession" }],
    [
      "access at exp, refresh live",
      pair,
      atExp,
      "/projects",
      false,
      { kind: "refresh", refreshToken: pair.refreshToken },
    ],
    [
      "both past exp on a private route",
      pair,
      allPast,
      "/projects",
      false,
      { kind: "signOut", clearStoredTokens: false, to: "/builder/login" },
    ],
    [
      "both past exp on a public route",
      pair,
      allPast,
      "/builder/pricing",
      true,
      { kind: "signOut", clearStoredTokens: false, to: "/builder/login" },
    ],
    [
      "both past exp while heading to login",
      pair,
      allPast,
      "/builder/login?redirect=%2Fsites",
      true,
      { kind: "signOut", clearStoredTokens: false },
    ],
    [
      "both past exp while heading to login/",
      pair,
      allPast,
      "/builder/login/",
      true,
      { kind: "signOut", clearStoredTokens: false },
    ],
    [
      "an undecodable access token",
      { accessToken: "garbage", refreshToken: pair.refreshToken },
      beforeExp,
      "/projects",
      false,
      { kind: "signOut", clearStoredTokens: true, to: "/builder/login" },
    ],
    [
      "only a refresh token left",
      { refreshToken: pair.refreshToken },
      beforeExp,
      "/projects",
      false,
      { kind: "signOut", clearStoredTokens: false, to: "/builder/login" },
    ],
  ] as const)("%s", (_, tokens, nowMs, fullPath, isPublicRoute, plan) => {
    expect(planNavigation({ tokens, nowMs, fullPath, isPublicRoute })).toEqual(plan);
  });
});
