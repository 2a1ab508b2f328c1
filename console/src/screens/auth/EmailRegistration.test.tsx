import { apiOn, codeMailedTo, registerAccount } from "@orbis/testkit/vitest/sharedServer";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fill, pressPatiently, renderConsoleAt } from "./testing/renderConsoleAt";

/* Email registration end to end: the code is read from the .eml the real server wrote. */

afterEach(cleanup);

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
