import { describe, expect, it } from "vitest";
import { transportError } from "../client/transportError";
import { AppError } from "../errors/AppError";
import { errorFromResponse } from "../errors/fromResponse";
import {
  isAuthenticated,
  type SessionEffects,
  serverSignOutStep,
  signIn,
  signOut,
} from "./session";
import { jwtExpiringAt } from "./testing/fakeJwt";

const access = jwtExpiringAt(1_700_000_000, { sub: "u-1" });
const refresh = jwtExpiringAt(1_700_003_600);
const user = { email: "a@b.c" };

type Step = "fetchUser" | "storeTokens" | "checkIn";

/** Recording fakes of {@link SessionEffects}; the steps named in `failing` reject with `error`. */
const recorder = (failing: readonly Step[] = [], error?: unknown) => {
  const calls: unknown[][] = [];
  const fail = (step: Step) => {
    if (failing.includes(step)) throw error ?? new Error(`${step} failed`);
  };
  const effects: SessionEffects<typeof user> = {
    setClientTokens: (tokens) => void calls.push(["setClientTokens", tokens]),
    fetchUser: async () => {
      calls.push(["fetchUser"]);
      fail("fetchUser");
      return user;
    },
    setUser: (u) => void calls.push(["setUser", u]),
    storeTokens: async (tokens) => {
      calls.push(["storeTokens", tokens]);
      fail("storeTokens");
    },
    setTokenInfo: (info) => void calls.push(["setTokenInfo", info]),
    checkIn: async () => {
      calls.push(["checkIn"]);
      fail("checkIn");
    },
    log: (message) => void calls.push(["log", message]),
    removeRequestInterceptor: () => void calls.push(["removeRequestInterceptor"]),
    clearUser: () => void calls.push(["clearUser"]),
    clearTokens: async () => void calls.push(["clearTokens"]),
  };
  return { calls, effects };
};

const signedOut = [["removeRequestInterceptor"], ["clearUser"], ["clearTokens"]];
const tokens = { accessToken: access, refreshToken: refresh };

describe("isAuthenticated (a token is present)", () => {
  it.each([
    [{ token: access }, true],
    [{ token: "not even a jwt" }, true],
    [{ token: "" }, false],
    [{ token: null }, false],
    [{}, false],
  ])("%j → %s", (state, expected) => {
    expect(isAuthenticated(state)).toBe(expected);
  });
});

describe("signIn", () => {
  it("sets the token on the client, fetches the user, stores tokens and info, checks in", async () => {
    const { calls, effects } = recorder();
    expect(await signIn(tokens, effects)).toEqual({ ok: true, user });
    expect(calls).toEqual([
      ["setClientTokens", tokens],
      ["fetchUser"],
      ["setUser", user],
      ["storeTokens", tokens],
      ["setTokenInfo", { sub: "u-1", exp: 1_700_000_000 }],
      ["checkIn"],
    ]);
  });

  it("ignores a failed check-in", async () => {
    const { calls, effects } = recorder(["checkIn"]);
    expect(await signIn(tokens, effects)).toEqual({ ok: true, user });
    expect(calls.at(-1)).toEqual(["log", "Check-in failed (ignored)"]);
    expect(calls).not.toContainEqual(["clearTokens"]);
  });

  const over = [
    ["10401", errorFromResponse({ status: 401, body: { code: 10401 } })],
    ["50002", errorFromResponse({ status: 403, body: { code: 50002 } })],
    ["50001", errorFromResponse({ status: 403, body: { code: 50001 } })],
  ] as const;
  it.each(over)(
    "signs out when the user is refused with %s: the session is over",
    async (_, error) => {
      const { calls, effects } = recorder(["fetchUser"], error);
      expect(await signIn(tokens, effects)).toEqual({ ok: false, error, sessionEnded: true });
      expect(calls).toEqual([
        ["setClientTokens", tokens],
        ["fetchUser"],
        ["log", "Session setup failed"],
        ...signedOut,
      ]);
    },
  );

  const unanswered = [
    ["aborted by a reload", transportError("getMe", new DOMException("aborted", "AbortError"))],
    ["timed out", new AppError(90002)],
    ["cut off the network", new AppError(90001)],
    ["answered 500", errorFromResponse({ status: 500 })],
    ["answered 503", errorFromResponse({ status: 503 })],
  ] as const;
  it.each(unanswered)(
    "keeps the tokens when fetching the user was %s: the session is unsettled",
    async (_, error) => {
      const { calls, effects } = recorder(["fetchUser"], error);
      expect(await signIn(tokens, effects)).toEqual({ ok: false, error, sessionEnded: false });
      expect(calls).toEqual([
        ["setClientTokens", tokens],
        ["fetchUser"],
        ["log", "Session check failed; the session is kept for a retry"],
        ["storeTokens", tokens],
      ]);
      expect(calls).not.toContainEqual(["clearTokens"]);
    },
  );

  it("keeps the session in memory when storing the tokens fails on this device", async () => {
    const { calls, effects } = recorder(["storeTokens"]);
    const result = await signIn(tokens, effects);
    expect(result).toMatchObject({ ok: false, sessionEnded: false });
    expect(calls).toEqual([
      ["setClientTokens", tokens],
      ["fetchUser"],
      ["setUser", user],
      ["storeTokens", tokens],
      ["log", "Session check failed; the session is kept for a retry"],
      ["storeTokens", tokens],
      ["log", "Keeping the tokens failed"],
    ]);
  });

  it.each([
    ["no access token", { refreshToken: refresh }, "noAccessToken"],
    ["an empty access token", { accessToken: "", refreshToken: refresh }, "noAccessToken"],
    ["an undecodable access token", { accessToken: "a.b.c", refreshToken: refresh }, "encoding"],
  ])("signs out with %s before calling anything", async (_, given, reason) => {
    const { calls, effects } = recorder();
    const result = await signIn(given, effects);
    expect(result.ok).toBe(false);
    const error = result.ok ? undefined : result.error;
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 10401, details: { reason } });
    expect(result).toMatchObject({ sessionEnded: true });
    expect(calls).toEqual([["log", "Session setup failed"], ...signedOut]);
  });
});

describe("signOut", () => {
  it("removes the interceptor first, then clears the user and the tokens", async () => {
    const { calls, effects } = recorder();
    await signOut(effects);
    expect(calls).toEqual(signedOut);
  });

  it("ends the session on the server first, while the token is still sent", async () => {
    const { calls, effects } = recorder();
    await signOut({ ...effects, endServerSession: async () => void calls.push(["endSession"]) });
    expect(calls).toEqual([["endSession"], ...signedOut]);
  });

  it("signs out here when the server cannot end the session (offline, already ended)", async () => {
    const { calls, effects } = recorder();
    const endServerSession = async () => {
      calls.push(["endSession"]);
      throw new AppError(90001);
    };
    await signOut({ ...effects, endServerSession });
    expect(calls).toEqual([
      ["endSession"],
      ["log", "Server sign-out failed; signed out on this device only"],
      ...signedOut,
    ]);
  });
});

describe("serverSignOutStep", () => {
  const now = 1_700_000_000_000;
  const live = jwtExpiringAt(now / 1000 + 600);
  const past = jwtExpiringAt(now / 1000 - 600);
  it.each([
    ["a live access token", { accessToken: live, refreshToken: live }, "end"],
    ["a live access token without a refresh token", { accessToken: live }, "end"],
    ["only the refresh token live", { accessToken: past, refreshToken: live }, "renewThenEnd"],
    ["both tokens past expiry", { accessToken: past, refreshToken: past }, "none"],
    ["no tokens", {}, "none"],
    ["an undecodable token", { accessToken: "a.b.c", refreshToken: live }, "none"],
  ] as const)("%s → %s", (_name, tokens, step) => {
    expect(serverSignOutStep(tokens, now)).toBe(step);
  });
});
