import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { ORBIS_SERVICE } from "@orbis/core/contract";
import { becomeInstructor, enrolClass } from "@orbis/testkit/edu";
import {
  apiOn,
  loginAs,
  registerAccount,
  type TestAccount,
} from "@orbis/testkit/vitest/sharedServer";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fill, pressPatiently, renderConsoleAt } from "./testing/renderConsoleAt";

/*
 * The login dialog against the real server. The CLI's side of `orbis login --web` is a plain
 * loopback listener started here, standing in for the CLI's own callback server.
 */

let account: TestAccount;
beforeAll(async () => {
  account = await registerAccount("login");
  // The registration's first check-in, so no first-access coupon dialog covers the screens.
  await apiOn(account).checkin();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("login dialog", () => {
  it("signs in with email and password and lands on the redirect", async () => {
    const { t, where } = await renderConsoleAt("/builder/login?redirect=%2Fmypage%2Finfo");
    expect(await screen.findByRole("heading", { name: "Login" })).toBeTruthy();
    fill("Email or login ID", account.email);
    fill("Password", account.password);
    await pressPatiently("Sign in", () => expect(where()).toBe("/mypage/info"));
    expect(t.store.auth.user?.email).toBe(account.email);
    const login = t.sent.find((r) => r.path === "/identity/v1/login/email");
    expect(login?.body).toMatchObject({
      email: account.email,
      clientKind: "web",
      serviceId: "orbis",
    });
    // The session is kept (encrypted) for the next visit.
    expect(t.storage.getItem("accessToken")).not.toBeNull();
  });

  it("takes a student's login id, and has them set their own password before going on", async () => {
    const teacher = await registerAccount("teacher");
    await becomeInstructor(apiOn(teacher), teacher);
    const {
      students: [student],
    } = await enrolClass(apiOn(teacher), "Geography 2-3", ["김민지"]);
    if (!student) throw new Error("no student on the sheet");
    const { t, where } = await renderConsoleAt("/builder/login?redirect=%2Fmypage%2Finfo");
    await screen.findByRole("heading", { name: "Login" });
    fill("Email or login ID", student.loginId);
    fill("Password", student.password);
    await pressPatiently("Sign in", () =>
      expect(where()).toBe("/set-password?redirect=%2Fmypage%2Finfo"),
    );
    expect(await screen.findByRole("heading", { name: "Set your own password" })).toBeTruthy();
    fill("One-time password", student.password);
    fill("New password", "volcano island 9");
    fill("Confirm new password", "volcano island 9");
    await pressPatiently("Set password and continue", () => expect(where()).toBe("/mypage/info"));
    expect(t.store.auth.user?.email.startsWith(`${student.loginId}@`)).toBe(true);
    // The one-time password is spent; the student's own signs in without the change flag.
    const own = await apiOn().loginEmail({
      body: { ...ORBIS_SERVICE, email: student.loginId, password: "volcano island 9" },
    });
    expect(own.passwordChangeRequired).toBe(false);
  });

  it("shows the catalogue's message for a wrong password and stays", async () => {
    const { t, where } = await renderConsoleAt("/builder/login");
    await screen.findByRole("heading", { name: "Login" });
    fill("Email or login ID", account.email);
    fill("Password", "not the password 1");
    await pressPatiently("Sign in", () =>
      expect(screen.getByRole("alert").textContent).toBe("The email or password is incorrect"),
    );
    expect(where()).toBe("/builder/login");
    expect(t.store.auth.isAuthenticated).toBe(false);
  });

  it("offers the four providers, and links to registration and password reset", async () => {
    await renderConsoleAt("/builder/login");
    await screen.findByRole("heading", { name: "Login" });
    // No client ids in this build: each provider shows, disabled, saying why.
    for (const name of ["Kakao", "Naver", "Google", "Facebook"]) {
      const link = screen.getByRole("link", {
        name: `Continue with ${name} (not set up on this server)`,
      });
      expect([link.getAttribute("aria-disabled"), link.getAttribute("href")]).toEqual([
        "true",
        null,
      ]);
    }
    expect(screen.getByRole("link", { name: "Create an account" }).getAttribute("href")).toBe(
      "/builder/register/email",
    );
    expect(screen.getByRole("link", { name: "Forgot your password?" }).getAttribute("href")).toBe(
      "/password",
    );
  });
});

/** What the CLI's listener received. */
interface Callback {
  readonly method: string;
  readonly path: string;
  readonly fields: URLSearchParams;
}

describe("CLI sign-in (plugin mode)", () => {
  let listener: Server;
  let callbackUrl: string;
  const received: Callback[] = [];

  beforeAll(async () => {
    listener = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => (body += String(chunk)));
      req.on("end", () => {
        const path = new URL(req.url ?? "/", "http://127.0.0.1").pathname;
        received.push({ method: req.method ?? "", path, fields: new URLSearchParams(body) });
        res.end("Signed in to the Orbis CLI");
      });
    });
    await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
    callbackUrl = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/callback`;
  });
  afterAll(() => new Promise<void>((resolve) => listener.close(() => resolve())));

  /**
   * happy-dom's test window cannot navigate, so a submitted form goes nowhere: the browser's
   * part (send the form's fields to its action with its method) is done here, as is.
   */
  const browserSubmits = () => {
    const submitted: HTMLFormElement[] = [];
    vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(function (
      this: HTMLFormElement,
    ) {
      submitted.push(this);
      const body = new URLSearchParams(
        [...new FormData(this)].map(([k, v]) => [k, String(v)] as [string, string]),
      ).toString();
      // Node's own HTTP: a navigation is not a CORS request, but happy-dom's fetch would be one.
      request(this.action, {
        method: this.method.toUpperCase(),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      })
        .on("error", () => undefined)
        .end(body);
    });
    return submitted;
  };

  const pluginPath = (redirect: string, state = "cli-state-1") =>
    `/builder/login?${new URLSearchParams({ plugin: "true", redirect, state })}`;

  it("signs the CLI in and posts its tokens to the loopback callback, leaving the web session", async () => {
    // A web session of the account, as a browser that signed in earlier holds it.
    const webSession = await loginAs(account, "web");
    const submitted = browserSubmits();
    received.length = 0;
    const { t } = await renderConsoleAt(pluginPath(callbackUrl));
    expect(await screen.findByRole("heading", { name: "Sign in to the Orbis CLI" })).toBeTruthy();
    // Only the providers whose return accepts plugin mode.
    expect(screen.queryByRole("link", { name: /Continue with Naver/ })).toBeNull();
    expect(screen.getByRole("link", { name: /Continue with Kakao/ })).toBeTruthy();
    fill("Email or login ID", account.email);
    fill("Password", account.password);
    await pressPatiently("Sign in", () => expect(received).toHaveLength(1));
    const [callback] = received;
    expect([callback?.method, callback?.path, callback?.fields.get("state")]).toEqual([
      "POST",
      "/callback",
      "cli-state-1",
    ]);
    expect(submitted[0]?.method).toBe("post");
    const cliSession = {
      accessToken: callback?.fields.get("accessToken") ?? "",
      refreshToken: callback?.fields.get("refreshToken") ?? "",
    };
    expect((await apiOn(cliSession).getMe()).email).toBe(account.email);
    const login = t.sent.find((r) => r.path === "/identity/v1/login/email");
    expect(login?.body).toMatchObject({ clientKind: "cli" });
    // The browser's own session is untouched: nothing stored, and the web slot still works.
    expect(t.store.auth.isAuthenticated).toBe(false);
    expect(t.storage.getItem("accessToken")).toBeNull();
    expect((await apiOn(webSession).getMe()).email).toBe(account.email);
    expect(screen.getByRole("status").textContent).toContain("The Orbis CLI is signed in");
  });

  it("tells the CLI when the user cancels", async () => {
    browserSubmits();
    received.length = 0;
    await renderConsoleAt(pluginPath(callbackUrl, "cli-state-2"));
    fireEvent.click(await screen.findByRole("button", { name: "Cancel and tell the terminal" }));
    await waitFor(() => expect(received).toHaveLength(1));
    expect(Object.fromEntries(received[0]?.fields ?? [])).toEqual({
      state: "cli-state-2",
      error: "cancelled",
    });
  });

  it.each([
    "https://evil.example/callback",
    "http://evil.example:8080/callback",
    "http://127.0.0.1.evil.example/callback",
  ])("refuses a callback that is not on this computer: %s", async (redirect) => {
    const submitted = browserSubmits();
    await renderConsoleAt(pluginPath(redirect));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "does not lead back to the Orbis CLI on this computer",
    );
    expect(screen.queryByLabelText("Password")).toBeNull();
    expect(submitted).toEqual([]);
  });
});
