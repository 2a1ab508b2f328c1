// @vitest-environment node

import { serverOrigin } from "@orbis/testkit/vitest/sharedServer";
import { describe, expect, it } from "vitest";
import { testRootStore } from "../testing/testRootStore";

/* Opening an account, on the real server (the registration flows themselves: the screens' tests). */

describe("RegistrationStore", () => {
  it("lists the registration's terms, mandatory ones among them", async () => {
    const { store } = await testRootStore({ origin: serverOrigin() });
    const terms = await store.registration.terms();
    expect(terms.map((term) => term.id)).toEqual(
      expect.arrayContaining(["orbis-terms-of-service", "orbis-privacy"]),
    );
    expect(terms.some((term) => !term.isOptional)).toBe(true);
  });

  it("holds a social sign-in that found no account: its tokens, provider and address only", async () => {
    const { store } = await testRootStore();
    const answer = {
      provider: "google" as const,
      accessToken: "registration-access",
      refreshToken: "registration-refresh",
      email: "ada@example.com",
      registered: false,
    };
    store.registration.hold(answer);
    expect(store.registration.pending).toEqual({
      provider: "google",
      accessToken: "registration-access",
      refreshToken: "registration-refresh",
      email: "ada@example.com",
    });
    store.registration.hold(null);
    expect(store.registration.pending).toBeNull();
  });
});
