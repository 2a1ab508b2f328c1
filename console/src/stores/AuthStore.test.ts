// @vitest-environment node
import { createTokenStore } from "@orbis/core/auth";
import {
  apiOn,
  loginAs,
  registerAccount,
  type Session,
  serverOrigin,
  type TestAccount,
} from "@orbis/testkit/vitest/sharedServer";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { expiredCopyOf, expiryOf } from "../testing/jwt";
import { MapStorage } from "../testing/MapStorage";
import type { SentRequest } from "../testing/recordingFetch";
import { type NetworkCall, testRootStore } from "../testing/testRootStore";
import { firstAccessKey } from "./CouponStore";

/*
 * The session and its navigation guard, driven through the AuthStore and core's real client against the real
 * Orbis server. Tests that only read the session use the registration's (a web session); tests
 * whose store renews tokens get a session of their own, signed in as the CLI would: a slot apart,
 * so they leave the web session alone, and each ends the previous test's (they run in order).
 */

let account: TestAccount;
beforeAll(async () => {
  account = await registerAccount("auth");
});

/** A storage holding these tokens, encrypted as the console keeps them. */
const storageWith = async (tokens: Session) => {
  const storage = new MapStorage();
  await createTokenStore({ crypto: globalThis.crypto, storage, log: () => {} }).save({
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
  });
  return storage;
};

/** The tokens a storage holds, read back as the next visit would. */
const storedIn = (storage: Storage) =>
  createTokenStore({ crypto: globalThis.crypto, storage, log: () => {} }).read();

/** A new session of the account, for a test whose store renews its tokens. */
const ownSession = () => loginAs(account, "cli");

/** A new session of the account whose access token has expired (crafted locally). */
const expiredSession = async (): Promise<Session> => {
  const session = await ownSession();
  return { ...session, accessToken: expiredCopyOf(session.accessToken) };
};

const callsTo = (sent: SentRequest[], path: string) => sent.filter((r) => r.path === path);

describe("navigation guard", () => {
  it("sends a signed-out visitor of a private route to the login dialog with a redirect", async () => {
    const { store, sent } = await testRootStore({ origin: serverOrigin() });
    expect(await store.auth.guard("/projects/contents?sort=name", false)).toEqual({
      kind: "redirect",
      to: "/builder/login?redirect=%2Fprojects%2Fcontents%3Fsort%3Dname",
    });
    expect(await store.auth.guard("/", true)).toEqual({ kind: "continue" });
    expect(sent).toEqual([]);
  });

  it("lets a signed-in user pass and loads the user once per session", async () => {
    const session = account;
    const { store, sent } = await testRootStore({
      origin: serverOrigin(),
      storage: await storageWith(session),
    });
    expect(await store.auth.guard("/projects", false)).toEqual({ kind: "continue" });
    expect(store.auth.user?.email).toBe(account.email);
    expect(store.auth.isAuthenticated).toBe(true);
    expect(await store.auth.guard("/mypage/info", false)).toEqual({ kind: "continue" });
    const meCalls = callsTo(sent, "/identity/v1/users/me");
    expect(meCalls).toHaveLength(1);
    expect(meCalls[0]?.headers.get("x-user-auth-token")).toBe(session.accessToken);
    expect(meCalls[0]?.status).toBe(200);
  });

  it("renews an expired access token with the refresh token, then goes on", async () => {
    const expired = await expiredSession();
    const storage = await storageWith(expired);
    const { store, sent } = await testRootStore({ origin: serverOrigin(), storage });
    expect(await store.auth.guard("/projects", false)).toEqual({ kind: "continue" });
    const renewals = callsTo(sent, "/identity/v1/users/renew-token");
    expect(renewals.map((r) => [r.method, r.status, r.body])).toEqual([
      ["PUT", 200, { refreshToken: expired.refreshToken }],
    ]);
    // The expired token never went to the server: the new pair did.
    expect(sent.some((r) => r.headers.get("x-user-auth-token") === expired.accessToken)).toBe(
      false,
    );
    const renewed = store.auth.accessToken;
    expect(renewed).not.toBeNull();
    expect(expiryOf(renewed ?? "")).toBeGreaterThan(Date.now() / 1000);
    expect(store.auth.refreshToken).not.toBe(expired.refreshToken);
    expect(store.auth.user?.email).toBe(account.email);
    const me = callsTo(sent, "/identity/v1/users/me")[0];
    expect([me?.headers.get("x-user-auth-token"), me?.status]).toEqual([renewed, 200]);
    // The renewed pair is what the next visit reads back, and the server takes it.
    const reread = await storedIn(storage);
    expect(reread).toEqual({ accessToken: renewed, refreshToken: store.auth.refreshToken });
    expect((await apiOn(store.auth).getMe()).email).toBe(account.email);
  });

  it("shares one renewal between navigations racing each other", async () => {
    // The server refuses a refresh token used twice: a second renewal would end the session.
    const storage = await storageWith(await expiredSession());
    const { store, sent } = await testRootStore({ origin: serverOrigin(), storage });
    const outcomes = await Promise.all([
      store.auth.guard("/projects", false),
      store.auth.guard("/mypage/info", false),
    ]);
    expect(outcomes).toEqual([{ kind: "continue" }, { kind: "continue" }]);
    expect(callsTo(sent, "/identity/v1/users/renew-token")).toHaveLength(1);
    expect(store.auth.isAuthenticated).toBe(true);
  });

  it("renews the access token in the background a minute before it expires", async () => {
    const session = await ownSession();
    // The store's clock runs ahead to 61 s before the token expires; the server's does not.
    const ahead = expiryOf(session.accessToken) * 1000 - 61_000 - Date.now();
    const { store, sent } = await testRootStore({
      origin: serverOrigin(),
      storage: await storageWith(session),
      now: () => Date.now() + ahead,
    });
    expect(await store.auth.guard("/projects", false)).toEqual({ kind: "continue" });
    expect(store.auth.accessToken).toBe(session.accessToken);
    await vi.waitFor(() => expect(store.auth.accessToken).not.toBe(session.accessToken), {
      timeout: 5000,
    });
    await store.auth.signOut();
    const renewal = callsTo(sent, "/identity/v1/users/renew-token")[0];
    expect([renewal?.body, renewal?.status]).toEqual([{ refreshToken: session.refreshToken }, 200]);
  });

  it("signs out and sends to login when the renewal is refused", async () => {
    const expired = await expiredSession();
    // The refresh token is used once elsewhere: the server now refuses it (110007).
    await apiOn().renewToken({ body: { refreshToken: expired.refreshToken } });
    const storage = await storageWith(expired);
    const { store, logged, sent } = await testRootStore({ origin: serverOrigin(), storage });
    expect(await store.auth.guard("/projects", false)).toEqual({
      kind: "redirect",
      to: "/builder/login",
    });
    expect(callsTo(sent, "/identity/v1/users/renew-token").map((r) => r.status)).toEqual([401]);
    expect(store.auth.isAuthenticated).toBe(false);
    expect(storage.getItem("accessToken")).toBeNull();
    expect(logged.map((l) => l.message)).toContain("Token renewal failed");
  });

  it("opens the first-access coupons after the first check-in, and only then", async () => {
    const newcomer = await registerAccount("first");
    const { store, storage } = await testRootStore({
      origin: serverOrigin(),
      storage: await storageWith(newcomer),
    });
    await store.auth.guard("/projects", false);
    expect(store.coupons.isOpen).toBe(true);
    expect(store.coupons.current?.popupTitle).toBe("Welcome to Orbis! 20% off Pro");
    while (store.coupons.isOpen) store.coupons.close();
    expect(storage.getItem(firstAccessKey((await apiOn(newcomer).getMe()).id))).toBeNull();
    // The next visit checks in again: no longer the first access, no dialog.
    const again = await testRootStore({
      origin: serverOrigin(),
      storage: await storageWith(newcomer),
    });
    await again.store.auth.guard("/projects", false);
    expect(callsTo(again.sent, "/api/v3/checkin").map((r) => r.status)).toEqual([200]);
    expect(again.store.coupons.isOpen).toBe(false);
  });
});

describe("a session check that gets no verdict", () => {
  const ME = "/identity/v1/users/me";
  const RENEW = "/identity/v1/users/renew-token";
  /** What the network may do to the first call to a path; later calls go through. */
  const firstCallTo = (path: string, outcome: () => Promise<Response>) => {
    let spent = false;
    return (call: NetworkCall, send: () => Promise<Response>) => {
      if (call.path !== path || spent) return send();
      spent = true;
      return outcome();
    };
  };
  /** A reload while the call is in flight: the browser aborts it. */
  const abortedByReload = () =>
    Promise.reject(new DOMException("The user aborted a request.", "AbortError"));
  /** The connection drops: `fetch` rejects as browsers do. */
  const dropped = () => Promise.reject(new TypeError("Failed to fetch"));
  /** A proxy in front of the server answers for it. */
  const proxyAnswers = (status: number) => () =>
    Promise.resolve(new Response("<html>The server is restarting</html>", { status }));

  it.each([
    ["aborted by a reload", abortedByReload],
    ["cut off the network", dropped],
    ["answered 503 by a proxy", proxyAnswers(503)],
    ["answered 502 by a proxy", proxyAnswers(502)],
  ])(
    "keeps the session when the check of the user is %s, and checks again on the next navigation",
    async (_, outcome) => {
      const session = await ownSession();
      const storage = await storageWith(session);
      const { store, sent } = await testRootStore({
        origin: serverOrigin(),
        storage,
        network: firstCallTo(ME, outcome),
      });
      expect(await store.auth.guard("/projects", false)).toEqual({ kind: "continue" });
      expect(store.auth.isAuthenticated).toBe(true);
      expect(store.auth.user).toBeNull();
      expect(store.auth.sessionProblem).not.toBeNull();
      expect(await storedIn(storage)).toEqual({
        accessToken: session.accessToken,
        refreshToken: session.refreshToken,
      });
      expect(callsTo(sent, "/identity/v1/logout")).toEqual([]);
      // The next navigation asks again, and this time the server answers.
      expect(await store.auth.guard("/mypage/info", false)).toEqual({ kind: "continue" });
      expect(store.auth.user?.email).toBe(account.email);
      expect(store.auth.sessionProblem).toBeNull();
      expect(callsTo(sent, ME).at(-1)?.status).toBe(200);
      await store.auth.signOut();
    },
  );

  it("keeps the session when the renewal is aborted by a reload, and renews on the retry", async () => {
    const expired = await expiredSession();
    const storage = await storageWith(expired);
    const { store, sent } = await testRootStore({
      origin: serverOrigin(),
      storage,
      network: firstCallTo(RENEW, abortedByReload),
    });
    expect(await store.auth.guard("/projects", false)).toEqual({ kind: "continue" });
    expect(await storedIn(storage)).toEqual({
      accessToken: expired.accessToken,
      refreshToken: expired.refreshToken,
    });
    expect(store.auth.sessionProblem).not.toBeNull();
    expect(await store.auth.retrySession("/projects")).toEqual({ kind: "continue" });
    expect(callsTo(sent, RENEW).map((r) => r.status)).toEqual([200]);
    expect(store.auth.user?.email).toBe(account.email);
    expect(store.auth.sessionProblem).toBeNull();
    await store.auth.signOut();
  });

  it("signs out when the server answers that the session is over (401)", async () => {
    const session = await ownSession();
    await apiOn(session).logout({ body: {} });
    const storage = await storageWith(session);
    const { store, sent } = await testRootStore({ origin: serverOrigin(), storage });
    expect(await store.auth.guard("/projects?sort=name", false)).toEqual({
      kind: "redirect",
      to: "/builder/login?redirect=%2Fprojects%3Fsort%3Dname",
    });
    expect(callsTo(sent, ME).map((r) => r.status)).toEqual([401]);
    expect(store.auth.isAuthenticated).toBe(false);
    expect(store.auth.sessionProblem).toBeNull();
    expect(storage.getItem("accessToken")).toBeNull();
  });
});

describe("sign-out", () => {
  /** Both tokens of a session refused by the server: ended there, not only forgotten here. */
  const endedOnServer = async (session: Session) => {
    await expect(apiOn(session).getMe()).rejects.toMatchObject({ code: 10401 });
    await expect(
      apiOn().renewToken({ body: { refreshToken: session.refreshToken } }),
    ).rejects.toMatchObject({ code: 110007 });
  };

  it("ends the session on the server, then forgets user and tokens", async () => {
    const session = await ownSession();
    const { store, storage, sent } = await testRootStore({
      origin: serverOrigin(),
      storage: await storageWith(session),
    });
    expect(await store.auth.guard("/projects", false)).toEqual({ kind: "continue" });
    expect(store.auth.user).not.toBeNull();
    await store.auth.signOut();
    const logout = callsTo(sent, "/identity/v1/logout");
    expect(logout.map((r) => [r.method, r.status, r.body])).toEqual([["POST", 200, {}]]);
    expect(logout[0]?.headers.get("x-user-auth-token")).toBe(session.accessToken);
    expect(store.auth.user).toBeNull();
    expect(storage.getItem("accessToken")).toBeNull();
    expect(await store.auth.guard("/projects", false)).toMatchObject({ kind: "redirect" });
    // A copy of the tokens taken before the sign-out is worth nothing now.
    await endedOnServer(session);
  });

  it("renews an expired access token to end its session: the refresh token would outlive it", async () => {
    const expired = await expiredSession();
    const { store, storage, sent } = await testRootStore({
      origin: serverOrigin(),
      storage: await storageWith(expired),
    });
    await store.auth.signOut();
    const calls = sent.filter((r) => r.path.startsWith("/identity/"));
    expect(calls.map((r) => [r.path, r.status])).toEqual([
      ["/identity/v1/users/renew-token", 200],
      ["/identity/v1/logout", 200],
    ]);
    const renewed = calls[1]?.headers.get("x-user-auth-token") ?? "";
    expect(renewed).not.toBe(expired.accessToken);
    await expect(apiOn({ accessToken: renewed }).getMe()).rejects.toMatchObject({ code: 10401 });
    expect(storage.getItem("accessToken")).toBeNull();
  });

  it("signs out here when the server cannot be reached, and logs that it could not end it", async () => {
    const session = await ownSession();
    // The default origin of the test store is a closed port: the call fails on the network.
    const { store, storage, logged } = await testRootStore({ storage: await storageWith(session) });
    expect(store.auth.isAuthenticated).toBe(true);
    await store.auth.signOut();
    expect(store.auth.isAuthenticated).toBe(false);
    expect(storage.getItem("accessToken")).toBeNull();
    expect(logged.map((l) => l.message)).toEqual([
      "Server sign-out failed; signed out on this device only",
    ]);
    // Not ended after all, and not pretended to be: the real server still takes the session.
    expect((await apiOn(session).getMe()).email).toBe(account.email);
  });

  it("ends every session of the account with everywhere, other client kinds too", async () => {
    const elsewhere = await registerAccount("everywhere");
    const cli = await loginAs(elsewhere, "cli");
    const { store, sent } = await testRootStore({
      origin: serverOrigin(),
      storage: await storageWith(elsewhere),
    });
    expect(await store.auth.guard("/projects", false)).toEqual({ kind: "continue" });
    await store.auth.signOut({ everywhere: true });
    const logout = callsTo(sent, "/identity/v1/logout");
    expect(logout.map((r) => [r.status, r.body])).toEqual([[200, { everywhere: true }]]);
    expect(store.auth.isAuthenticated).toBe(false);
    await endedOnServer(elsewhere);
    await endedOnServer(cli);
  });
});
