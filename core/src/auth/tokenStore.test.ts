import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runs } from "../testing/propertyRuns";
import { aesGcmEncrypt, generateSecret } from "./aesGcm";
import { authStorageKeys, type KeyValueStorage } from "./storageKeys";
import { jwtExpiringAt } from "./testing/fakeJwt";
import { createTokenStore } from "./tokenStore";

// Node's real WebCrypto, in tests only: the store receives it as a parameter.
const webCrypto = globalThis.crypto;
const access = jwtExpiringAt(1_700_000_000);
const refresh = jwtExpiringAt(1_700_003_600);

const setUp = () => {
  const map = new Map<string, string>();
  const storage: KeyValueStorage = {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
  const logged: string[] = [];
  const store = createTokenStore({ crypto: webCrypto, storage, log: (m) => void logged.push(m) });
  return { map, store, logged };
};

describe("authStorageKeys", () => {
  it("stores access, refresh and the secret under separate keys; access under accessToken", () => {
    const { accessToken, refreshToken, tokenSecret, loginMarker } = authStorageKeys;
    expect(accessToken).toBe("accessToken");
    expect(new Set([accessToken, refreshToken, tokenSecret, loginMarker]).size).toBe(4);
    expect(new Set(Object.values(authStorageKeys)).size).toBe(Object.keys(authStorageKeys).length);
  });
});

describe("createTokenStore", () => {
  it("saves encrypted entries and the login marker, and reads the tokens back", async () => {
    const { map, store } = setUp();
    expect(store.isLoginMarked()).toBe(false);
    await store.save({ accessToken: access, refreshToken: refresh });
    expect(map.get("accessToken")).toBeTruthy();
    expect(map.get("accessToken")).not.toContain(access.split(".")[1]);
    expect(map.get(authStorageKeys.refreshToken)).not.toBe(refresh);
    expect(map.has(authStorageKeys.tokenSecret)).toBe(true);
    expect(store.isLoginMarked()).toBe(true);
    expect(await store.read()).toEqual({ accessToken: access, refreshToken: refresh });
  });

  it("reads nothing from an empty storage, and logs nothing", async () => {
    const { store, logged } = setUp();
    expect(await store.read()).toEqual({ accessToken: null, refreshToken: null });
    expect(logged).toEqual([]);
  });

  it.each([
    ["a missing access token", { refreshToken: refresh }],
    ["an empty refresh token", { accessToken: access, refreshToken: "" }],
  ])("refuses to save %s, leaving the old entries whole", async (_, tokens) => {
    const { map, store } = setUp();
    await store.save({ accessToken: access, refreshToken: refresh });
    const before = new Map(map);
    await expect(store.save(tokens)).rejects.toThrow("Token not exist!");
    expect(map).toEqual(before);
  });

  const corrupt: [string, (map: Map<string, string>) => Promise<void> | void][] = [
    ["the secret is gone", (map) => void map.delete(authStorageKeys.tokenSecret)],
    [
      "the secret is another one",
      (map) => void map.set(authStorageKeys.tokenSecret, generateSecret(webCrypto)),
    ],
    ["the access entry is not base64", (map) => void map.set(authStorageKeys.accessToken, "%%%")],
    [
      "the refresh entry decrypts to a non-JWT",
      async (map) => {
        const secret = map.get(authStorageKeys.tokenSecret) ?? "";
        map.set(authStorageKeys.refreshToken, await aesGcmEncrypt(webCrypto, "not a jwt", secret));
      },
    ],
  ];

  it.each(corrupt)(
    "when %s: logs, clears access, refresh and secret, reads null",
    async (_, spoil) => {
      const { map, store, logged } = setUp();
      await store.save({ accessToken: access, refreshToken: refresh });
      await spoil(map);
      expect(await store.read()).toEqual({ accessToken: null, refreshToken: null });
      expect(logged).toHaveLength(1);
      for (const key of ["accessToken", "refreshToken", "tokenSecret"] as const) {
        expect(map.has(authStorageKeys[key])).toBe(false);
      }
    },
  );

  it("reads a lone access token when no refresh entry exists", async () => {
    const { map, store } = setUp();
    await store.save({ accessToken: access, refreshToken: refresh });
    map.delete(authStorageKeys.refreshToken);
    expect(await store.read()).toEqual({ accessToken: access, refreshToken: null });
  });

  it("clear removes the tokens, the secret and the login marker", async () => {
    const { map, store } = setUp();
    map.set("language", "ko");
    await store.save({ accessToken: access, refreshToken: refresh });
    store.clear();
    expect([...map.keys()]).toEqual(["language"]);
    expect(store.isLoginMarked()).toBe(false);
  });

  it("round-trips any pair of tokens", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 2 ** 40 }), fc.string(), async (exp, sub) => {
        const { store } = setUp();
        const tokens = {
          accessToken: jwtExpiringAt(exp, { sub }),
          refreshToken: jwtExpiringAt(exp + 1),
        };
        await store.save(tokens);
        expect(await store.read()).toEqual(tokens);
      }),
      { numRuns: runs(30) },
    );
  });
});
