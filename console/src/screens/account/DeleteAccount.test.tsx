import { apiOn, linkIdFromMail, registerAccount } from "@orbis/testkit/vitest/sharedServer";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { signedInStorage } from "../../testing/signedInStorage";
import { fill, pressPatiently, renderConsoleAt } from "../auth/testing/renderConsoleAt";

/* Leaving and coming back, end to end on the real server: the restore link is read from its mail. */

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const press = (name: string) => fireEvent.click(screen.getByRole("button", { name }));

describe("deleting the account, then restoring it", () => {
  it("asks why, deactivates, and brings the account back through a mailed link", async () => {
    const account = await registerAccount("leaver");
    await apiOn(account).checkin();
    const leaving = await renderConsoleAt("/delete-account", await signedInStorage(account));
    await screen.findByRole("heading", { name: "Delete account", level: 1 });
    expect(screen.getByText(/signed out at once on every device/)).toBeTruthy();

    // Each missing answer is named, and nothing is sent.
    press("Deactivate my account");
    expect(screen.getByRole("alert").textContent).toBe("Choose a reason for leaving.");
    fireEvent.click(screen.getByRole("radio", { name: "Something else" }));
    press("Deactivate my account");
    expect(screen.getByRole("alert").textContent).toBe(
      "With “Something else”, tell us your reason in up to 1000 characters.",
    );
    fill("Tell us your reason (required)", "  Moving to a new job ");
    press("Deactivate my account");
    expect(screen.getByRole("alert").textContent).toBe("Tick the box to confirm.");
    expect(leaving.t.sent.some((r) => r.path === "/api/v3/user/survey")).toBe(false);

    fireEvent.click(screen.getByRole("checkbox", { name: /I understand/ }));
    press("Deactivate my account");
    await waitFor(() => expect(leaving.where()).toBe("/"));
    expect(leaving.t.store.auth.isAuthenticated).toBe(false);
    expect(leaving.t.store.ui.snackbar.current?.text).toBe(
      "Your account was deactivated. Sign in again whenever you want to restore it.",
    );
    const survey = leaving.t.sent.find((r) => r.path === "/api/v3/user/survey");
    expect([survey?.status, survey?.body]).toEqual([
      200,
      { reasonType: "other", customReason: "Moving to a new job" },
    ]);
    const deactivate = leaving.t.sent.find((r) => r.path === "/api/v3/user/deactivate");
    expect([deactivate?.method, deactivate?.status]).toEqual(["DELETE", 200]);
    cleanup();

    // Signing in proves the account: the owner may have a restore link mailed.
    await renderConsoleAt("/builder/login");
    await screen.findByLabelText("Email or login ID");
    fill("Email or login ID", account.email);
    fill("Password", account.password);
    await pressPatiently("Sign in", () =>
      screen.getByText(`The account ${account.email} is deactivated.`),
    );
    expect(screen.queryByText("Access to this account is restricted")).toBeNull();
    await pressPatiently("Email me a restore link", () =>
      screen.getByText(
        `A restore link is on its way to ${account.email}. Open it, then sign in again.`,
      ),
    );
    const encryptId = await linkIdFromMail(account.email, "/withdrawal/verification");
    cleanup();

    // The link opens the login dialog; the sign-in restores the account first.
    const back = await renderConsoleAt(`/withdrawal/verification/${encryptId}`);
    await waitFor(() => expect(back.where()).toBe("/builder/login"));
    expect(
      (await screen.findByText(/^Sign in to restore the account l\*\*\*@e\*\*\*\.com\./))
        .textContent,
    ).toContain("the same social account");
    fill("Email or login ID", account.email);
    fill("Password", account.password);
    await pressPatiently("Sign in", () => expect(back.where()).toBe("/projects/contents"));
    expect(back.t.store.auth.user?.email).toBe(account.email);
    expect(back.t.store.ui.snackbar.current?.text).toBe("Your account was restored. Welcome back!");
    const restore = back.t.sent.find((r) => r.path === "/api/v3/user/restore/email");
    expect([restore?.status, restore?.body]).toEqual([200, { encryptId }]);
    expect(sessionStorage.getItem("restoreLink")).toBeNull();
  });

  it("says when a restore link is unknown or used, and leads to the login", async () => {
    await renderConsoleAt("/withdrawal/verification/no-such-restore-link-id");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This restore link has expired or was already used. Sign in again to get a new one.",
    );
    expect(screen.getByRole("link", { name: "Go to login" }).getAttribute("href")).toBe(
      "/builder/login",
    );
    expect(sessionStorage.getItem("restoreLink")).toBeNull();
  });

  it("is for signed-in users only", async () => {
    const { where } = await renderConsoleAt("/delete-account");
    await waitFor(() => expect(where()).toBe("/builder/login?redirect=%2Fdelete-account"));
  });
});
