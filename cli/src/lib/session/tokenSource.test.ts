import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AppError } from "@orbis/core/errors";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { configStore, withProfile } from "../config/configStore";
import { canRenew, isFresh, tokenFacts } from "./tokenFacts";
import { envTokenSource, profileTokenSource } from "./tokenSource";

const NOW = 1_800_000_000_000;
const jwt = (typ: string, secondsLeft: number, tag = "") => {
  const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
  return `${enc({ alg: "HS256" })}.${enc({ typ, exp: NOW / 1000 + secondsLeft, tag })}.sig`;
};

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "orbis-tokens-"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const setup = async (accessToken: string | null, refreshToken: string | null) => {
  const store = configStore(join(dir, "config.json"));
  await store.update((c) =>
    withProfile(c, "p", { apiUrl: "http://x.test", email: "a@b.c", accessToken, refreshToken }),
  );
  const renew = vi.fn(async (_refresh: string) => ({
    accessToken: jwt("access", 1800, "new"),
    refreshToken: jwt("refresh", 86_400, "new"),
    email: "a@b.c",
  }));
  const source = profileTokenSource({
    store,
    profileName: "p",
    initial: { accessToken, refreshToken },
    renew,
    now: () => NOW,
  });
  return { store, renew, source };
};

describe("tokenFacts", () => {
  it("reads typ and time left; renews a minute ahead of expiry", () => {
    expect(tokenFacts(jwt("access", 30), NOW)).toEqual({ type: "access", msLeft: 30_000 });
    expect(tokenFacts("garbage", NOW)).toBeNull();
    expect(isFresh(jwt("access", 61), NOW)).toBe(true);
    expect(isFresh(jwt("access", 59), NOW)).toBe(false);
    expect(canRenew(jwt("refresh", 1), NOW)).toBe(true);
    expect(canRenew(null, NOW)).toBe(false);
  });
});

describe("profileTokenSource", () => {
  it("sends a fresh access token as it is", async () => {
    const { source, renew } = await setup(jwt("access", 600), jwt("refresh", 9_000));
    await source.ensureFresh();
    expect(renew).not.toHaveBeenCalled();
  });

  it("renews once for many callers, and writes the rotated pair before going on", async () => {
    const { source, renew, store } = await setup(jwt("access", 10), jwt("refresh", 9_000, "old"));
    await Promise.all(Array.from({ length: 5 }, () => source.ensureFresh()));
    expect(renew).toHaveBeenCalledTimes(1);
    expect(renew).toHaveBeenCalledWith(jwt("refresh", 9_000, "old"));
    expect(source.tokens()).toEqual({
      accessToken: jwt("access", 1800, "new"),
      refreshToken: jwt("refresh", 86_400, "new"),
    });
    expect((await store.read()).profiles.p).toMatchObject(source.tokens() ?? {});
  });

  it("adopts tokens another process renewed instead of reusing the spent refresh token", async () => {
    const { source, renew, store } = await setup(jwt("access", -5), jwt("refresh", 9_000, "old"));
    const other = {
      accessToken: jwt("access", 1_700, "other"),
      refreshToken: jwt("refresh", 9_000, "other"),
    };
    await store.update((c) =>
      withProfile(c, "p", { apiUrl: "http://x.test", email: "a@b.c", ...other }),
    );
    await source.ensureFresh();
    expect(renew).not.toHaveBeenCalled();
    expect(source.tokens()).toEqual(other);
  });

  it("clears the stored tokens when the server refuses the renewal", async () => {
    const { source, renew, store } = await setup(jwt("access", -5), jwt("refresh", 9_000));
    renew.mockRejectedValueOnce(new AppError(110007));
    await expect(source.ensureFresh()).rejects.toMatchObject({ code: 110007 });
    expect((await store.read()).profiles.p).toMatchObject({
      accessToken: null,
      refreshToken: null,
    });
  });

  it("says the session ended, or that the profile never signed in", async () => {
    await expect(
      (await setup(jwt("access", -5), jwt("refresh", -1))).source.ensureFresh(),
    ).rejects.toMatchObject({ code: 110007 });
    await expect((await setup(null, null)).source.ensureFresh()).rejects.toMatchObject({
      code: 10401,
    });
  });

  it("keeps using an access token that still lives when there is nothing to renew with", async () => {
    const { source } = await setup(jwt("access", 30), null);
    await expect(source.ensureFresh()).resolves.toBeUndefined();
    await expect(source.renewAfterRefusal()).resolves.toBe(false);
  });

  it("renews after a refusal when it can", async () => {
    const { source, renew } = await setup(jwt("access", 600), jwt("refresh", 9_000));
    await expect(source.renewAfterRefusal()).resolves.toBe(true);
    expect(renew).toHaveBeenCalledTimes(1);
  });
});

describe("envTokenSource", () => {
  it("uses an access token as it is and never renews it", async () => {
    const source = envTokenSource(jwt("access", 100), () => NOW);
    expect(source.tokens()).toEqual({ accessToken: jwt("access", 100) });
    await expect(source.ensureFresh()).resolves.toBeUndefined();
    await expect(source.renewAfterRefusal()).resolves.toBe(false);
  });

  it("refuses a refresh token, an expired token and garbage", async () => {
    expect(() => envTokenSource(jwt("refresh", 100), () => NOW)).toThrow(/refresh token/);
    await expect(envTokenSource(jwt("access", -1), () => NOW).ensureFresh()).rejects.toMatchObject({
      code: 10401,
    });
    await expect(envTokenSource("nope", () => NOW).ensureFresh()).rejects.toMatchObject({
      code: 10401,
    });
  });
});
