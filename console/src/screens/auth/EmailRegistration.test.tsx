import { apiOn, codeMailedTo, registerAccount } from "@orbis/testkit/vitest/sharedServer";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fill, pressPatiently, renderConsoleAt } from "./testing/renderConsoleAt";

/* Email registration end to end: the code is read from the .eml the real server wrote. */

afterEach(cleanup);

/** The resend button reads the clock once a second: a wait's end shows within the next tick. */
const SECOND_TICK = { timeout: 3_000 };

/** A six-digit code that is not `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("email registration", () => {
  it("registers with the mailed code, agreed terms and core's password rules", async () => {
    const email = `newcomer-${process.pid}-${Date.now().toString(36)}@example.com`;
    const { t, where } = await renderConsoleAt("/builder/register/email");
    expect(await screen.findByRole("heading", { name: "Create your Orbis account" })).toBeTruthy();
    fill("Email", email);
    await pressPatiently("Send code", () => screen.getByLabelText("Verification code"));
    expect(screen.getByText(`We sent a 6-digit code to ${email}. It works for 10 minutes.`));
    const code = await codeMailedTo(email);

    fill("Verification code", otherThan(code));
    await pressPatiently("Verify", () =>
      expect(screen.getByRole("alert").textContent).toBe("The verification code is incorrect"),
    );
    fill("Verification code", code);
    await pressPatiently("Verify", () => screen.getByLabelText("Name"));

    fill("Name", "Ada Creator");
    fill("Password", "short1");
    expect(screen.getByText("Password must be at least 8 characters.")).toBeTruthy();
    fill("Password", "panorama tours 360");
    const terms = await screen.findAllByRole("checkbox", { name: /\(required\)/ });
    expect(terms.length).toBeGreaterThan(0);

    // A mandatory term left unticked: the error snackbar, and nothing sent.
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    expect(t.store.ui.snackbar.current?.text).toBe("Please agree to the mandatory terms.");
    expect(t.sent.some((r) => r.path === "/identity/v1/users/register/email")).toBe(false);

    // The terms viewer opens over the dialog and closes again.
    const view = screen.getAllByRole("button", { name: /^View: / })[0] as HTMLElement;
    const title = view.getAttribute("aria-label")?.replace("View: ", "") ?? "";
    fireEvent.click(view);
    const viewer = await screen.findByRole("dialog", { name: title });
    fireEvent.click(within(viewer).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: title })).toBeNull());

    fireEvent.click(screen.getByRole("checkbox", { name: "Agree to all" }));
    await pressPatiently("Create account", () =>
      expect(where()).toBe("/builder/register-completed"),
    );
    expect(await screen.findByRole("heading", { name: "Welcome to Orbis!" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to my projects" }).getAttribute("href")).toBe(
      "/projects",
    );
    expect(t.store.auth.user?.email).toBe(email);
    expect(t.store.auth.user?.name).toBe("Ada Creator");
    const session = { accessToken: t.store.auth.accessToken ?? "", refreshToken: "" };
    expect((await apiOn(session).getMe()).email).toBe(email);
  });

  it("resends the code for the same request once the wait is over, and the new code works", async () => {
    const email = `resender-${process.pid}-${Date.now().toString(36)}@example.com`;
    let now = Date.now();
    const { t } = await renderConsoleAt("/builder/register/email", undefined, undefined, {
      now: () => now,
    });
    await screen.findByLabelText("Email");
    fill("Email", email);
    await pressPatiently("Send code", () => screen.getByLabelText("Verification code"));
    const first = await codeMailedTo(email);

    // Just mailed: the button waits, saying how long.
    const resend = screen.getByRole("button", { name: "Resend code" }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    expect(screen.getByText("You can ask for a new code in 30 s.")).toBeTruthy();

    now += 30_000;
    await waitFor(() => expect(resend.disabled).toBe(false), SECOND_TICK);
    fireEvent.click(resend);
    expect((await screen.findByRole("status")).textContent).toBe(
      `A new code was sent to ${email}. The code before it no longer works.`,
    );
    const renewals = t.sent.filter((r) => r.path === "/identity/v1/users/email/verification/renew");
    expect(renewals.map((r) => r.status)).toEqual([200]);
    // One request: the registration has not started a second one.
    expect(t.sent.filter((r) => r.path === "/identity/v1/users/email/verification")).toHaveLength(
      1,
    );
    const second = await waitFor(async () => {
      const code = await codeMailedTo(email);
      if (code === first) throw new Error("the new code has not arrived yet");
      return code;
    });
    fill("Verification code", second);
    await pressPatiently("Verify", () => screen.getByLabelText("Name"));
  });

  it("says when the address is already registered", async () => {
    const taken = await registerAccount("taken");
    await renderConsoleAt("/builder/register/email");
    await screen.findByLabelText("Email");
    fill("Email", taken.email);
    await pressPatiently("Send code", () =>
      expect(screen.getByRole("alert").textContent).toBe(
        "This email address is already registered",
      ),
    );
    await waitFor(() => expect(screen.queryByLabelText("Verification code")).toBeNull());
  });
});
