import { describe, expect, it } from "vitest";
import { transportError } from "../client/transportError";
import { AppError } from "../errors/AppError";
import { errorFromResponse } from "../errors/fromResponse";
import type { NavigationInput } from "./navigation";
import { type NavigationEffects, runNavigation } from "./runNavigation";
import { jwtExpiringAt } from "./testing/fakeJwt";
import type { TokenPair, TokenSet } from "./tokenStatus";

const EXP = 1_700_000_000;
const pair = { accessToken: jwtExpiringAt(EXP), refreshToken: jwtExpiringAt(EXP + 3600) };
const renewed = { accessToken: jwtExpiringAt(EXP + 600), refreshToken: jwtExpiringAt(EXP + 7200) };

type Call = [string, ...unknown[]];

/** Recording fakes of {@link NavigationEffects}; `renew` and `setSession` decide the answers. */
const recorder = (
  options: { renew?: () => Promise<TokenSet>; setSession?: () => Promise<void> } = {},
) => {
  const calls: Call[] = [];
  const effects: NavigationEffects = {
    setSession: async (tokens: TokenPair) => {
      calls.push(["setSession", tokens]);
      await options.setSession?.();
    },
    renewTokens: async (refreshToken) => {
      calls.push(["renewTokens", refreshToken]);
      return options.renew ? options.renew() : renewed;
    },
    clearStoredTokens: () => {
      calls.push(["clearStoredTokens"]);
    },
    signOut: async () => {
      calls.push(["signOut"]);
    },
    log: (message) => {
      calls.push(["log", message]);
    },
  };
  return { calls, effects };
};

const input = (over: Partial<NavigationInput>): NavigationInput => ({
  tokens: pair,
  nowMs: EXP * 1000 - 1,
  fullPath: "/projects?tab=1",
  isPublicRoute: false,
  ...over,
});

describe("runNavigation", () => {
  it.each([
    ["valid: the session is set", input({}), { kind: "continue" }, [["setSession", pair]]],
    [
      "anonymous on a public route passes",
      input({ tokens: {}, isPublicRoute: true }),
      { kind: "continue" },
      [],
    ],
    [
      "anonymous on a private route goes to login with redirect",
      input({ tokens: {} }),
      { kind: "redirect", to: "/builder/login?redirect=%2Fprojects%3Ftab%3D1" },
      [],
    ],
    [
      "expired: sign out and go to /builder/login",
      input({ nowMs: (EXP + 3600) * 1000 }),
      { kind: "redirect", to: "/builder/login" },
      [["signOut"]],
    ],
    [
      "expired on the login screen: sign out and stay",
      input({ nowMs: (EXP + 3600) * 1000, fullPath: "/builder/login", isPublicRoute: true }),
      { kind: "continue" },
      [["signOut"]],
    ],
    [
      "undecodable: clear the stored tokens, sign out, go to login",
      input({ tokens: { accessToken: "garbage", refreshToken: "garbage" } }),
      { kind: "redirect", to: "/builder/login" },
      [["clearStoredTokens"], ["signOut"]],
    ],
    [
      "need-refresh: renew, then set the session with the new tokens",
      input({ nowMs: EXP * 1000 }),
      { kind: "continue" },
      [
        ["renewTokens", pair.refreshToken],
        ["setSession", renewed],
      ],
    ],
  ] as const)("%s", async (_, navigation, outcome, expectedCalls) => {
    const { calls, effects } = recorder();
    expect(await runNavigation(navigation, effects)).toEqual(outcome);
    expect(calls).toEqual(expectedCalls);
  });

  it.each([
    ["both new tokens empty", { accessToken: "", refreshToken: "" }],
    ["the new access token empty", { accessToken: "", refreshToken: renewed.refreshToken }],
  ])("need-refresh with %s: sign out and go to login", async (_, answer) => {
    const { calls, effects } = recorder({ renew: async () => answer });
    expect(await runNavigation(input({ nowMs: EXP * 1000 }), effects)).toEqual({
      kind: "redirect",
      to: "/builder/login",
    });
    expect(calls).toEqual([["renewTokens", pair.refreshToken], ["signOut"]]);
  });

  it("need-refresh without a new refresh token keeps the old one", async () => {
    const { calls, effects } = recorder({
      renew: async () => ({ accessToken: renewed.accessToken, refreshToken: "" }),
    });
    await runNavigation(input({ nowMs: EXP * 1000 }), effects);
    expect(calls.at(-1)).toEqual([
      "setSession",
      { accessToken: renewed.accessToken, refreshToken: pair.refreshToken },
    ]);
  });

  it("a refused refresh logs, clears the stored tokens, signs out and goes to login", async () => {
    const { calls, effects } = recorder({
      renew: () => Promise.reject(errorFromResponse({ status: 401, body: { code: 110007 } })),
    });
    expect(await runNavigation(input({ nowMs: EXP * 1000 }), effects)).toEqual({
      kind: "redirect",
      to: "/builder/login",
    });
    expect(calls).toEqual([
      ["renewTokens", pair.refreshToken],
      ["log", "Token renewal failed"],
      ["clearStoredTokens"],
      ["signOut"],
    ]);
  });

  it.each([
    [false, { kind: "redirect", to: "/builder/login?redirect=%2Fprojects%3Ftab%3D1" }],
    [true, { kind: "continue" }],
  ] as const)(
    "a session the server says is over signs out (public route: %s)",
    async (isPublicRoute, outcome) => {
      const { calls, effects } = recorder({
        setSession: () => Promise.reject(errorFromResponse({ status: 401 })),
      });
      expect(await runNavigation(input({ isPublicRoute }), effects)).toEqual(outcome);
      expect(calls).toEqual([["setSession", pair], ["log", "Session setup failed"], ["signOut"]]);
    },
  );

  /** Failures that leave the server's verdict unknown: nothing may end the session on them. */
  const unanswered = [
    ["aborted by a reload", transportError("getMe", new DOMException("aborted", "AbortError"))],
    ["timed out", new AppError(90002)],
    ["cut off the network", new AppError(90001)],
    ["answered 502", errorFromResponse({ status: 502 })],
    ["answered 503", errorFromResponse({ status: 503 })],
  ] as const;

  it.each(unanswered)(
    "a session check %s keeps the tokens and goes on to the target",
    async (_, error) => {
      const { calls, effects } = recorder({ setSession: () => Promise.reject(error) });
      expect(await runNavigation(input({}), effects)).toEqual({ kind: "continue" });
      expect(calls).toEqual([
        ["setSession", pair],
        ["log", "Session check failed; the session is kept"],
      ]);
    },
  );

  it.each(unanswered)(
    "a renewal %s keeps the tokens and goes on to the target",
    async (_, error) => {
      const { calls, effects } = recorder({ renew: () => Promise.reject(error) });
      expect(await runNavigation(input({ nowMs: EXP * 1000 }), effects)).toEqual({
        kind: "continue",
      });
      expect(calls).toEqual([
        ["renewTokens", pair.refreshToken],
        ["log", "Token renewal failed"],
      ]);
    },
  );
});
