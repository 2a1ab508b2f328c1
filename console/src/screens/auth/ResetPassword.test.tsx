import { codeMailedTo, loginAs, registerAccount } from "@orbis/testkit/vitest/sharedServer";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fill, pressPatiently, renderConsoleAt } from "./testing/renderConsoleAt";

/* Password reset against the real server, the code read from the mailed .eml. */

afterEach(cleanup);

/** The resend button reads the clock once a second: a wait's end shows within the next tick. */
const SECOND_TICK = { timeout: 3_000 };

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

  it("resends the reset code for the same request, and after the last one leads back to the address", async () => {
    const account = await registerAccount("reset-resend");
    let now = Date.now();
    const { t } = await renderConsoleAt("/password", undefined, undefined, {
      now: () => now,
    });
    await screen.findByLabelText("Email");
    fill("Email", account.email);
    await pressPatiently("Send code", () => screen.getByLabelText("Verification code"));
    const resend = screen.getByRole("button", { name: "Resend code" }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);

    // Five new codes are the most one request gets; the sixth ask is told to start again.
    for (let i = 0; i < 5; i++) {
      now += 30_000;
      await waitFor(() => expect(resend.disabled).toBe(false), SECOND_TICK);
      fireEvent.click(resend);
      // Mailed: the wait starts again from the answer.
      await screen.findByText("You can ask for a new code in 30 s.");
    }
    expect((await screen.findByRole("status")).textContent).toBe(
      `A new code was sent to ${account.email}. The code before it no longer works.`,
    );
    now += 30_000;
    await waitFor(() => expect(resend.disabled).toBe(false), SECOND_TICK);
    fireEvent.click(resend);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This request can have no more new codes. Start again with your email address.",
    );
    const renewals = t.sent.filter((r) => r.path === "/identity/v1/users/email/verification/renew");
    expect(renewals.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 429]);
    fireEvent.click(screen.getByRole("button", { name: "Start again" }));
    expect(await screen.findByRole("button", { name: "Send code" })).toBeTruthy();
  });

  it("opens the new-password step from the mail's link", async () => {
    await renderConsoleAt("/password?email=a%40example.com&verifyId=v1&code=123456");
    expect(await screen.findByLabelText("New password")).toBeTruthy();
  });
});
