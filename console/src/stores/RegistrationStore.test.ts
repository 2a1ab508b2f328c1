// @vitest-environment node

import { mailsTo } from "@orbis/testkit/mailbox";
import { codeMailedTo, serverDataDir, serverOrigin } from "@orbis/testkit/vitest/sharedServer";
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

  it("mails a fresh code for the same request once the wait is over, and the fresh one works", async () => {
    let now = Date.parse("2026-11-28T10:00:00Z");
    const { store, sent } = await testRootStore({ origin: serverOrigin(), now: () => now });
    const email = `resend-${process.pid}-${Date.now().toString(36)}@example.com`;
    const pending = await store.registration.requestCode(email, "register");
    await codeMailedTo(email);

    // Asked at once: the form waits 30 s (core's rule) and nothing is sent.
    expect(pending.waitSeconds()).toBe(30);
    expect(await pending.resend()).toBe("wait");
    expect(sent.some((r) => r.path.endsWith("/users/email/verification/renew"))).toBe(false);

    now += 30_000;
    expect(pending.waitSeconds()).toBe(0);
    expect(await pending.resend()).toBe("sent");
    expect(pending.waitSeconds()).toBe(30);
    expect((await mailsTo(serverDataDir(), email)).length).toBe(2);
    const fresh = await codeMailedTo(email);
    await store.registration.confirmCode({
      email,
      verifyType: "register",
      verifyId: pending.verifyId,
      verifyCode: fresh,
    });
  });

  it("says the request must start again once it can have no more codes", async () => {
    let now = Date.parse("2026-11-28T10:00:00Z");
    const { store } = await testRootStore({ origin: serverOrigin(), now: () => now });
    const email = `resend-max-${process.pid}-${Date.now().toString(36)}@example.com`;
    const pending = await store.registration.requestCode(email, "register");
    const outcomes: string[] = [];
    for (let i = 0; i < 6; i++) {
      now += 30_000;
      outcomes.push(await pending.resend());
    }
    expect(outcomes).toEqual(["sent", "sent", "sent", "sent", "sent", "restart"]);
    expect(pending.exhausted).toBe(true);
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
