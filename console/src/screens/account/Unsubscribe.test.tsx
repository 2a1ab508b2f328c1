import { apiOn, linkIdFromMail, registerAccount } from "@orbis/testkit/vitest/sharedServer";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderConsoleAt } from "../auth/testing/renderConsoleAt";

/*
 * The unsubscribe screens on the real server. No mail the server sends yet carries an
 * unsubscribe link (marketing mails are not sent from Orbis itself), so the links used here are
 * an unknown one and a real restore link, which this page must refuse to use.
 */

afterEach(cleanup);

describe("unsubscribe", () => {
  it("says when the link is unknown, and sends nothing", async () => {
    const { t } = await renderConsoleAt("/unsubscribe/register/no-such-unsubscribe-link");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This unsubscribe link is invalid or has expired.",
    );
    expect(t.sent.some((r) => r.path.startsWith("/api/v3/public/extra/"))).toBe(false);
    expect(screen.getByRole("link", { name: "Go home" }).getAttribute("href")).toBe("/");
  });

  it("refuses a link mailed for something else (a restore link) and leaves it unused", async () => {
    const account = await registerAccount("unsubscriber");
    const { id: userId } = await apiOn(account).getMe();
    await apiOn(account).deactivateUser();
    await apiOn().requestWithdrawalVerification({
      params: { socialType: "email" },
      body: { email: account.email, userId },
    });
    const restoreId = await linkIdFromMail(account.email, "/withdrawal/verification");
    const { t } = await renderConsoleAt(`/unsubscribe/register/${restoreId}`);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This is not an unsubscribe link. Check the link in your mail.",
    );
    expect(screen.queryByRole("button", { name: "Unsubscribe" })).toBeNull();
    expect(t.sent.some((r) => r.path.startsWith("/api/v3/public/extra/"))).toBe(false);
    // Still a working restore link.
    expect((await apiOn().getPublicVerification({ params: { id: restoreId } })).purpose).toBe(
      "restore",
    );
  });

  it("turns marketing mail off with the link's id, and the server checks the link", async () => {
    const { t } = await renderConsoleAt("/unsubscribe/confirm");
    await expect(t.store.account.unsubscribe("no-such-unsubscribe-link")).rejects.toMatchObject({
      code: 10404,
    });
    const sent = t.sent.find((r) => r.path === "/api/v3/public/extra/no-such-unsubscribe-link");
    expect([sent?.method, sent?.body, sent?.status]).toEqual([
      "PUT",
      { list: [{ key: "marketing", value: "false" }] },
      404,
    ]);
  });

  it("confirms without claiming an address when opened on its own", async () => {
    await renderConsoleAt("/unsubscribe/confirm");
    expect(
      await screen.findByRole("heading", { name: "You are unsubscribed", level: 1 }),
    ).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Your email preferences were saved.");
  });
});
