import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jwtExpiringAt } from "./testing/fakeJwt";
import { AUTH_HEADER, assessTokens, authHeaderFor, tokenStatus } from "./tokenStatus";

const EXP = 1_700_000_000;
const AT_EXP = EXP * 1000;
const access = jwtExpiringAt(EXP);
const refresh = jwtExpiringAt(EXP + 3600);
const REFRESH_AT_EXP = (EXP + 3600) * 1000;

describe("tokenStatus (exp * 1000 <= now counts as past)", () => {
  it.each([
    ["no tokens at all", {}, AT_EXP - 1, "expired", false],
    ["null tokens", { accessToken: null, refreshToken: null }, AT_EXP - 1, "expired", false],
    [
      "an empty access token",
      { accessToken: "", refreshToken: refresh },
      AT_EXP - 1,
      "expired",
      false,
    ],
    [
      "no access token with a live refresh token",
      { refreshToken: refresh },
      AT_EXP - 1,
      "expired",
      false,
    ],
    [
      "an undecodable access token",
      { accessToken: "garbage", refreshToken: refresh },
      AT_EXP - 1,
      "expired",
      true,
    ],
    [
      "an undecodable refresh token",
      { accessToken: access, refreshToken: "x.y.z" },
      AT_EXP - 1,
      "expired",
      true,
    ],
    [
      "access 1 ms before exp",
      { accessToken: access, refreshToken: refresh },
      AT_EXP - 1,
      "valid",
      false,
    ],
    [
      "access 1 s before exp",
      { accessToken: access, refreshToken: refresh },
      AT_EXP - 1000,
      "valid",
      false,
    ],
    ["access live, no refresh token", { accessToken: access }, AT_EXP - 1, "valid", false],
    [
      "access exactly at exp, refresh live",
      { accessToken: access, refreshToken: refresh },
      AT_EXP,
      "need-refresh",
      false,
    ],
    [
      "access 1 ms past exp, refresh live",
      { accessToken: access, refreshToken: refresh },
      AT_EXP + 1,
      "need-refresh",
      false,
    ],
    [
      "refresh 1 ms before its exp",
      { accessToken: access, refreshToken: refresh },
      REFRESH_AT_EXP - 1,
      "need-refresh",
      false,
    ],
    [
      "both exactly at the refresh exp",
      { accessToken: access, refreshToken: refresh },
      REFRESH_AT_EXP,
      "expired",
      false,
    ],
    [
      "both past exp",
      { accessToken: access, refreshToken: refresh },
      REFRESH_AT_EXP + 1,
      "expired",
      false,
    ],
    ["access past exp, no refresh token", { accessToken: access }, AT_EXP, "expired", false],
  ] as const)("%s → %s", (_, tokens, nowMs, status, undecodable) => {
    expect(tokenStatus(tokens, nowMs)).toBe(status);
    expect(assessTokens(tokens, nowMs)).toEqual({ status, undecodable });
  });

  it("any access token whose exp is in the future is valid", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.integer({ min: 1, max: 10 ** 9 }),
        fc.option(fc.integer({ min: 0, max: 2 ** 40 }), { nil: undefined }),
        (nowMs, aheadMs, refreshExp) => {
          const exp = Math.ceil((nowMs + aheadMs) / 1000);
          const refreshToken = refreshExp === undefined ? undefined : jwtExpiringAt(refreshExp);
          expect(tokenStatus({ accessToken: jwtExpiringAt(exp), refreshToken }, nowMs)).toBe(
            "valid",
          );
        },
      ),
    );
  });

  it("an access token past exp needs refresh exactly when the refresh token is still live", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 30 }),
        fc.integer({ min: 0, max: 2 ** 30 }),
        fc.integer({ min: 0, max: 2 ** 40 }),
        (accessExp, refreshExp, nowMs) => {
          fc.pre(accessExp * 1000 <= nowMs);
          const tokens = {
            accessToken: jwtExpiringAt(accessExp),
            refreshToken: jwtExpiringAt(refreshExp),
          };
          expect(tokenStatus(tokens, nowMs)).toBe(
            refreshExp * 1000 > nowMs ? "need-refresh" : "expired",
          );
        },
      ),
    );
  });
});

describe("authHeaderFor", () => {
  it.each([
    [
      "a valid pair",
      { accessToken: access, refreshToken: refresh },
      AT_EXP - 1,
      { [AUTH_HEADER]: access },
    ],
    ["a pair that needs refresh", { accessToken: access, refreshToken: refresh }, AT_EXP, {}],
    ["an expired pair", { accessToken: access, refreshToken: refresh }, REFRESH_AT_EXP, {}],
    ["an undecodable pair", { accessToken: "garbage", refreshToken: "garbage" }, 0, {}],
    ["no tokens", {}, 0, {}],
  ])("%s → %j", (_, tokens, nowMs, header) => {
    expect(authHeaderFor(tokens, nowMs)).toEqual(header);
  });

  it("names the header x-user-auth-token", () => {
    expect(AUTH_HEADER).toBe("x-user-auth-token");
  });
});
