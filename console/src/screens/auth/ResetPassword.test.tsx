import { codeMailedTo, loginAs, registerAccount } from "@orbis/testkit/vitest/sharedServer";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fill, pressPatiently, renderConsoleAt } from "./testing/renderConsoleAt";

/* Password reset against the real server, the code read from the mailed .eml. */

afterEach(cleanup);

describe("password reset", () => {
  it("mails a code, checks it, sets the new password, which then signs in", async () => {
    const account = await registerAccount("reset");
    await renderConsoleAt("/password");
    expect(await screen.findByRole("heading", { name: "Reset your password" })).toBeTruthy();
    fill("Email", account.email);
    await pressPatiently("Send code", () => screen.getByLabelText("Verification code"));
    // The newest code to this address: the reset's, mailed after the registration's.
    const code = await codeMailedTo(account.email);
    fill("Verification code", code);
    await pressPatiently("Verify", () => screen.getByLabelText("New password"));
    fill("New password", "nopassword");
    expect(screen.getByText("Password must contain at least one digit.")).toBeTruthy();
    const password = "a brand new 360 password";
    fill("New password", password);
    await pressPatiently("Change password", () =>
      expect(screen.getByRole("status").textContent).toBe(
        "Your password has been changed. Sign in with the new one.",
      ),
    );
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe(
      "/builder/login",
    );
    const session = await loginAs({ ...account, password });
    expect(session.accessToken).not.toBe("");
    await expect(loginAs(account)).rejects.toMatchObject({ code: 110001 });
  });

  it("opens the new-password step from the mail's link", async () => {
    await renderConsoleAt("/password?email=a%40example.com&verifyId=v1&code=123456");
    expect(await screen.findByLabelText("New password")).toBeTruthy();
  });
});
