// @vitest-environment node

import {
  apiOn,
  patiently,
  registerAccount,
  serverOrigin,
  type TestAccount,
} from "@orbis/testkit/vitest/sharedServer";
import { beforeAll, describe, expect, it } from "vitest";
import { testRootStore } from "../testing/testRootStore";

/* Signing in to an account that exists, on the real server: which session the tokens become. */

let account: TestAccount;
beforeAll(async () => {
  account = await registerAccount("sign-in");
});

describe("SignInStore", () => {
  it("keeps a CLI login apart from the browser's session", async () => {
    const { store, storage } = await testRootStore({ origin: serverOrigin() });
    const result = await patiently(() =>
      store.signIn.withEmail({ email: account.email, password: account.password }, "cli"),
    );
    expect(result.registered).toBe(true);
    expect((await apiOn(result).getMe()).email).toBe(account.email);
    expect(store.auth.isAuthenticated).toBe(false);
    expect(store.auth.user).toBeNull();
    expect(storage.getItem("accessToken")).toBeNull();
  });

  it("makes a web login this browser's session", async () => {
    const { store, storage } = await testRootStore({ origin: serverOrigin() });
    await patiently(() =>
      store.signIn.withEmail({ email: account.email, password: account.password }),
    );
    expect(store.auth.isAuthenticated).toBe(true);
    expect(store.auth.user?.email).toBe(account.email);
    expect(storage.getItem("accessToken")).not.toBeNull();
  });

  it("holds a CLI sign-in's tokens for the page that posts them, until it takes them", async () => {
    const { store } = await testRootStore();
    store.signIn.holdCliTokens({ accessToken: "a", refreshToken: "r" });
    expect(store.signIn.cliTokens).toEqual({ accessToken: "a", refreshToken: "r" });
    store.signIn.holdCliTokens(null);
    expect(store.signIn.cliTokens).toBeNull();
  });
});
