import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createTokenStore } from "@orbis/core/auth";
import {
  apiOn,
  registerAccount,
  serverOrigin,
  type TestAccount,
} from "@orbis/testkit/vitest/sharedServer";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { MapStorage } from "../../testing/MapStorage";
import { renderConsoleAt } from "./testing/renderConsoleAt";

/*
 * The provider returns and the token sign-in. A provider's real sign-in needs the provider; what
 * is checked here is everything on our side that happens before and without it.
 */

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe("social login return", () => {
  it("says the provider refused, and leads back to the login", async () => {
    await renderConsoleAt("/oauth/kakao?error=access_denied");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The sign-in with Kakao was cancelled or refused.",
    );
    expect(screen.getByRole("link", { name: "Back to login" })).toBeTruthy();
  });

  it("uses no return this browser did not start (its state is not ours)", async () => {
    sessionStorage.setItem("socialState", "ours");
    const { t } = await renderConsoleAt("/oauth/google#access_token=planted&state=theirs");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This sign-in was not started from this browser, so it was not used.",
    );
    expect(t.sent.some((r) => r.path.startsWith("/identity/v1/login/"))).toBe(false);
  });

  it("sends the provider's token to the identity service and shows its refusal", async () => {
    sessionStorage.setItem("socialState", "ours");
    const { t } = await renderConsoleAt("/oauth/google#access_token=not-a-google-token&state=ours");
    await screen.findByRole("alert");
    const login = t.sent.find((r) => r.path === "/identity/v1/login/google");
    expect(login?.body).toMatchObject({ accessToken: "not-a-google-token", clientKind: "web" });
    expect(login?.status).toBeGreaterThanOrEqual(400);
    expect(t.store.auth.isAuthenticated).toBe(false);
  });

  it("knows only the four providers", async () => {
    await renderConsoleAt("/oauth/myspace?code=1");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This sign-in provider is not supported.",
    );
  });
});

describe("Kakao's code (plugin mode)", () => {
  it("is traded by the browser with the plugin return address, then sent as a CLI login", async () => {
    const forms: URLSearchParams[] = [];
    // Stands in for Kakao's token endpoint (which answers browsers with CORS headers).
    const kakao = createServer((req, res) => {
      const cors = {
        "access-control-allow-origin": "*",
        "access-control-allow-headers": "content-type",
        "access-control-allow-methods": "POST",
      };
      if (req.method === "OPTIONS") {
        res.writeHead(204, cors);
        res.end();
        return;
      }
      let body = "";
      req.on("data", (chunk) => (body += String(chunk)));
      req.on("end", () => {
        forms.push(new URLSearchParams(body));
        res.writeHead(200, { ...cors, "content-type": "application/json" });
        res.end(JSON.stringify({ access_token: "kakao-access-token" }));
      });
    });
    await new Promise<void>((resolve) => kakao.listen(0, "127.0.0.1", resolve));
    vi.stubEnv("VITE_KAKAO_CLIENT_ID", "kakao-id");
    vi.stubEnv(
      "VITE_KAKAO_TOKEN_URL",
      `http://127.0.0.1:${(kakao.address() as AddressInfo).port}/oauth/token`,
    );
    try {
      const back =
        "/builder/login?plugin=true&redirect=http%3A%2F%2F127.0.0.1%3A5%2Fcallback&state=s";
      const { t } = await renderConsoleAt(
        `/oauth/kakao?${new URLSearchParams({ plugin: "true", code: "kakao-code", state: back })}`,
      );
      // The server cannot reach Kakao from here, so the login itself is refused.
      await screen.findByRole("alert");
      expect(Object.fromEntries(forms[0] ?? [])).toEqual({
        grant_type: "authorization_code",
        client_id: "kakao-id",
        redirect_uri: `${serverOrigin()}/oauth/kakao?plugin=true`,
        code: "kakao-code",
      });
      const login = t.sent.find((r) => r.path === "/identity/v1/login/kakao");
      expect(login?.body).toMatchObject({ accessToken: "kakao-access-token", clientKind: "cli" });
      expect(t.store.auth.isAuthenticated).toBe(false);
    } finally {
      vi.unstubAllEnvs();
      await new Promise<void>((resolve) => kakao.close(() => resolve()));
    }
  });
});

describe("token sign-in (/auth-redirect)", () => {
  let account: TestAccount;
  beforeAll(async () => {
    account = await registerAccount("redirect");
    await apiOn(account).checkin();
  });

  it("starts the session from the fragment's tokens and goes on to the redirect", async () => {
    const storage = new MapStorage();
    const fragment = new URLSearchParams({
      access_token: account.accessToken,
      refresh_token: account.refreshToken,
    });
    const { t, where } = await renderConsoleAt(
      `/auth-redirect?redirect=%2Fmypage%2Finfo#${fragment}`,
      storage,
    );
    await waitFor(() => expect(where()).toBe("/mypage/info"));
    expect(t.store.auth.user?.email).toBe(account.email);
    const stored = await createTokenStore({ crypto, storage, log: () => {} }).read();
    expect(stored.accessToken).toBe(account.accessToken);
  });

  it("refuses tokens the server does not take", async () => {
    const { where } = await renderConsoleAt("/auth-redirect?redirect=%2Fprojects#access_token=bad");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This sign-in link is invalid or has expired.",
    );
    expect(where()).toBe("/auth-redirect?redirect=%2Fprojects");
  });
});
