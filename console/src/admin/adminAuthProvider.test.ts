// @vitest-environment node
import { createTokenStore } from "@orbis/core/auth";
import { becomeInstructor } from "@orbis/testkit/edu";
import {
  apiOn,
  loginAs,
  registerAccount,
  type Session,
  serverOrigin,
  type TestAccount,
} from "@orbis/testkit/vitest/sharedServer";
import { beforeAll, describe, expect, it } from "vitest";
import { expiredCopyOf } from "../testing/jwt";
import { MapStorage } from "../testing/MapStorage";
import { testRootStore } from "../testing/testRootStore";
import { createAdminAuthProvider } from "./adminAuthProvider";

/*
 * The admin's auth provider on the console's real session store and client, against the real
 * server: the tokens' states, renewal, the no-access verdict and sign-out. Each test that renews
 * or signs out uses a session of its own (a CLI slot), so the others' tokens stay valid.
 */

let instructor: TestAccount;
let creator: TestAccount;
beforeAll(async () => {
  instructor = await registerAccount("admin-auth");
  await becomeInstructor(apiOn(instructor), instructor);
  creator = await registerAccount("admin-creator");
});

/** A store whose storage holds `tokens` (or nothing), and the provider over it at `path`. */
const providerOn = async (tokens: Session | null, path = "/admin/students?page=2") => {
  const storage = new MapStorage();
  if (tokens)
    await createTokenStore({ crypto: globalThis.crypto, storage, log: () => {} }).save(tokens);
  const t = await testRootStore({ origin: serverOrigin(), storage });
  const provider = createAdminAuthProvider({
    auth: t.store.auth,
    api: t.store.api,
    currentPath: () => path,
  });
  return { ...t, provider };
};

const expiredSessionOf = async (account: TestAccount): Promise<Session> => {
  const session = await loginAs(account, "cli");
  return { ...session, accessToken: expiredCopyOf(session.accessToken) };
};

const LOGIN_BACK = { redirectTo: "/builder/login?redirect=%2Fadmin%2Fstudents%3Fpage%3D2" };

describe("the admin's auth provider", () => {
  it("sends a visitor without a session to the console's login, with the way back", async () => {
    const { provider } = await providerOn(null);
    await expect(provider.checkAuth({})).rejects.toMatchObject(LOGIN_BACK);
    await expect(provider.access()).rejects.toMatchObject(LOGIN_BACK);
  });

  it("lets an instructor in, named as the console names them, with their plan's flags", async () => {
    const { provider } = await providerOn(instructor);
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    expect(await provider.access()).toBe("allowed");
    expect(await provider.getIdentity?.()).toEqual({
      id: expect.any(String),
      fullName: instructor.email,
    });
    expect(await provider.getPermissions?.({})).toMatchObject({
      isInstructor: true,
      isEduPaidAdmin: true,
    });
  });

  it("answers no access to an account that owns no groups, without ending its session", async () => {
    const { provider, store } = await providerOn(creator);
    expect(await provider.access()).toBe("denied");
    expect(store.auth.isAuthenticated).toBe(true);
  });

  it("renews an expired access token through the console's rules and goes on", async () => {
    const expired = await expiredSessionOf(instructor);
    const { provider, store, sent } = await providerOn(expired);
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    expect(sent.filter((r) => r.path === "/identity/v1/users/renew-token")).toHaveLength(1);
    expect(store.auth.accessToken).not.toBe(expired.accessToken);
    expect((await apiOn(store.auth).getMe()).email).toBe(instructor.email);
  });

  it("on a 401 renews the session; on a refused renewal leads to the login", async () => {
    const expired = await expiredSessionOf(instructor);
    const renewed = await providerOn(expired);
    await expect(renewed.provider.checkError({ status: 401 })).resolves.toBeUndefined();
    expect(renewed.store.auth.isAuthenticated).toBe(true);

    // The same refresh token again: the server takes it as stolen and refuses the renewal, and
    // core's rules sign out and open the login afresh.
    const spent = await providerOn(expired);
    await expect(spent.provider.checkError({ status: 401 })).rejects.toMatchObject({
      redirectTo: "/builder/login",
    });
    expect(spent.store.auth.isAuthenticated).toBe(false);
  });

  it("leaves the session alone on a refusal that is not about it (403, 400)", async () => {
    const { provider, store } = await providerOn(await loginAs(instructor, "cli"));
    await provider.checkAuth({});
    await expect(provider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(provider.checkError({ status: 400 })).resolves.toBeUndefined();
    expect(store.auth.isAuthenticated).toBe(true);
  });

  it("signs out of Orbis on logout: the server no longer takes the tokens", async () => {
    const session = await loginAs(instructor, "cli");
    const { provider, store } = await providerOn(session);
    await provider.checkAuth({});
    expect(await provider.logout({})).toBe("/");
    expect(store.auth.isAuthenticated).toBe(false);
    await expect(apiOn(session).getMe()).rejects.toMatchObject({ code: 10401 });
  });
});
