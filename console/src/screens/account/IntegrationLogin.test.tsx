import { loginAs, registerAccount } from "@orbis/testkit/vitest/sharedServer";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderConsoleAt } from "../auth/testing/renderConsoleAt";

/* `/integration-login` on the real server: the identity token of another product's sign-in. */

afterEach(cleanup);

describe("integration login", () => {
  it("opens the account in the main API, starts the session and goes on", async () => {
    const account = await registerAccount("integration");
    // The other product's own session: a client kind apart from this browser's web session.
    const handed = await loginAs(account, "plugin");
    const fragment = new URLSearchParams({
      access_token: handed.accessToken,
      refresh_token: handed.refreshToken,
    });
    const { t, where } = await renderConsoleAt(
      `/integration-login?redirect=%2Fmypage%2Finfo#${fragment}`,
    );
    await waitFor(() => expect(where()).toBe("/mypage/info"));
    expect(t.store.auth.user?.email).toBe(account.email);
    const suid = t.sent.find((r) => r.path === "/api/v3/user/register/suid");
    expect(suid?.status).toBe(200);
    expect(suid?.headers.get("auth-token")).toBe(handed.accessToken);
  });

  it("says when no token came with the link", async () => {
    const { t } = await renderConsoleAt("/integration-login?redirect=%2Fprojects");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This link carries no sign-in. Open Orbis again from the service you came from.",
    );
    expect(t.sent.some((r) => r.path === "/api/v3/user/register/suid")).toBe(false);
    expect(screen.getByRole("link", { name: "Sign in yourself" }).getAttribute("href")).toBe(
      "/builder/login",
    );
  });

  it("says why a token is refused, and takes it out of the address bar", async () => {
    const { t, where } = await renderConsoleAt("/integration-login#access_token=not-a-token");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "You could not be signed in. Please login to access this resource",
    );
    expect(where()).toBe("/integration-login");
    expect(t.store.auth.isAuthenticated).toBe(false);
  });
});
