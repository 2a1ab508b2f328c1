import { createClient } from "@orbis/core/client";
import { routes } from "@orbis/core/contract";
import { type RunningServer, startServer } from "@orbis/testkit/serverProcess";
import { linkIdFromMail, serverOrigin } from "@orbis/testkit/vitest/sharedServer";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import type { Window as HappyDomWindow } from "happy-dom";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { fill, renderConsoleAt } from "../auth/testing/renderConsoleAt";
import { type FakeGoogle, startFakeGoogle } from "./testing/fakeGoogle";

/*
 * Social sign-up end to end: a server of this file's own, whose Google user-info endpoint is a
 * stand-in on a local port (the one part of the journey that is not ours), and the console on
 * that server's origin. Google returns its access token in the URL hash.
 */

const happyDom = () => (window as unknown as HappyDomWindow).happyDOM;

let google: FakeGoogle;
let server: RunningServer;
beforeAll(async () => {
  google = await startFakeGoogle();
  server = await startServer({ env: { GOOGLE_API_URL: google.url, RATE_LIMIT: "false" } });
  happyDom().setURL(`${server.origin}/`);
}, 120_000);

afterAll(async () => {
  happyDom().setURL(`${serverOrigin()}/`);
  await server?.stop();
  await google?.close();
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

let users = 0;
/** A Google user with a fresh id and address, and an access token of theirs. */
const googleUser = (email: boolean) => {
  const id = `g-${process.pid}-${Date.now().toString(36)}-${++users}`;
  const token = `token-${id}`;
  const address = `${id}@example.com`;
  google.grant(token, {
    sub: id,
    name: "Ada",
    ...(email ? { email: address, email_verified: true } : {}),
  });
  return { token, address };
};

/** Comes back from Google with `token`, as a sign-in this tab started. */
const returnFromGoogle = (token: string) => {
  sessionStorage.setItem("socialState", "ours");
  return renderConsoleAt(
    `/oauth/google#access_token=${token}&state=ours`,
    undefined,
    server.origin,
  );
};

const press = (name: string) => fireEvent.click(screen.getByRole("button", { name }));

describe("social registration", () => {
  it("completes a Google sign-up with name and terms, then deactivates and restores by Google", async () => {
    const user = googleUser(true);
    const first = await returnFromGoogle(user.token);
    await waitFor(() => expect(first.where()).toBe("/builder/register/google"));
    expect(await screen.findByText(`Email: ${user.address}`)).toBeTruthy();
    expect(screen.queryByLabelText("Email")).toBeNull();

    press("Create account");
    expect(screen.getByRole("alert").textContent).toBe("Name cannot be empty.");
    fill("Name", "Ada Google");
    await screen.findAllByRole("checkbox", { name: /\(required\)/ });
    press("Create account");
    expect(first.t.store.ui.snackbar.current?.text).toBe("Please agree to the mandatory terms.");
    expect(first.t.sent.some((r) => r.path === "/identity/v1/users/register/google")).toBe(false);

    fireEvent.click(screen.getByRole("checkbox", { name: "Agree to all" }));
    press("Create account");
    await waitFor(() => expect(first.where()).toBe("/builder/register-completed"));
    const registration = first.t.sent.find((r) => r.path === "/identity/v1/users/register/google");
    expect(registration?.status).toBe(200);
    expect(registration?.body).toMatchObject({ name: "Ada Google", marketingAgreed: true });
    expect(first.t.store.auth.user).toMatchObject({
      email: user.address,
      name: "Ada Google",
      signInMethod: "google",
    });
    expect(first.t.store.registration.pending).toBeNull();
    const session = { accessToken: first.t.store.auth.accessToken ?? "", refreshToken: "" };
    cleanup();

    // Deactivated, the next Google sign-in offers the restore mail in the login dialog.
    const api = createClient(routes, {
      origin: server.origin,
      fetch: globalThis.fetch,
      now: Date.now,
      language: "en",
    });
    api.useTokens(() => session);
    await api.deactivateUser();
    const refused = await returnFromGoogle(user.token);
    await waitFor(() => expect(refused.where()).toBe("/builder/login"));
    await screen.findByText(`The account ${user.address} is deactivated.`);
    press("Email me a restore link");
    await screen.findByText(
      `A restore link is on its way to ${user.address}. Open it, then sign in again.`,
    );
    const encryptId = await linkIdFromMail(
      user.address,
      "/withdrawal/verification",
      server.dataDir,
    );
    cleanup();

    const link = await renderConsoleAt(
      `/withdrawal/verification/${encryptId}`,
      undefined,
      server.origin,
    );
    await waitFor(() => expect(link.where()).toBe("/builder/login"));
    cleanup();
    // The sign-in that follows comes back from Google: it restores with `google`, then signs in.
    const back = await returnFromGoogle(user.token);
    await waitFor(() => expect(back.where()).toBe("/projects/contents"));
    expect(back.t.sent.find((r) => r.path === "/api/v3/user/restore/google")?.status).toBe(200);
    expect(back.t.store.auth.user?.email).toBe(user.address);
  });

  it("asks for the email a provider did not share", async () => {
    const user = googleUser(false);
    const { where, t } = await returnFromGoogle(user.token);
    await waitFor(() => expect(where()).toBe("/builder/register/google"));
    await screen.findByLabelText("Email");
    fill("Email", "not an address");
    fill("Name", "Ada");
    await screen.findAllByRole("checkbox", { name: /\(required\)/ });
    fireEvent.click(screen.getByRole("checkbox", { name: "Agree to all" }));
    press("Create account");
    expect(screen.getByRole("alert").textContent).toBe("Enter a valid email address.");
    fill("Email", user.address);
    press("Create account");
    await waitFor(() => expect(where()).toBe("/builder/register-completed"));
    expect(t.store.auth.user).toMatchObject({ email: user.address, emailVerified: false });
  });

  it("sends a visitor with no provider sign-in back to the login", async () => {
    await renderConsoleAt("/builder/register/kakao", undefined, server.origin);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Sign in with Kakao first. On the login page choose “Continue with Kakao”, and you will come back here to finish.",
    );
    expect(screen.getByRole("link", { name: "Back to login" }).getAttribute("href")).toBe(
      "/builder/login",
    );
  });
});
