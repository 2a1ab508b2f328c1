import { serverOrigin } from "@orbis/testkit/vitest/sharedServer";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderConsoleAt } from "./testing/renderConsoleAt";

/* The providers' links when the build names client ids (VITE_<PROVIDER>_CLIENT_ID). */

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
});

const linkTo = async (name: RegExp) =>
  new URL((await screen.findByRole("link", { name })).getAttribute("href") ?? "");

describe("social sign-in links", () => {
  it("send a web sign-in to the provider with its return address and a state", async () => {
    vi.stubEnv("VITE_KAKAO_CLIENT_ID", "kakao-id");
    vi.stubEnv("VITE_GOOGLE_CLIENT_ID", "google-id");
    vi.stubEnv("VITE_GOOGLE_AUTHORIZE_URL", "https://accounts.test/auth");
    await renderConsoleAt("/builder/login");
    const kakao = await linkTo(/Continue with Kakao/);
    expect(`${kakao.origin}${kakao.pathname}`).toBe("https://kauth.kakao.com/oauth/authorize");
    expect(Object.fromEntries(kakao.searchParams)).toMatchObject({
      client_id: "kakao-id",
      redirect_uri: `${serverOrigin()}/oauth/kakao`,
      response_type: "code",
    });
    const google = await linkTo(/Continue with Google/);
    expect(`${google.origin}${google.pathname}`).toBe("https://accounts.test/auth");
    expect(Object.fromEntries(google.searchParams)).toMatchObject({
      response_type: "token",
      scope: "email",
    });
    // One anti-forgery state per visit of the dialog, the same on every link.
    expect(kakao.searchParams.get("state")).toMatch(/^[0-9a-f-]{36}$/);
    expect(google.searchParams.get("state")).toBe(kakao.searchParams.get("state"));
  });

  it("bring a CLI sign-in back to this login page (plugin mode)", async () => {
    vi.stubEnv("VITE_KAKAO_CLIENT_ID", "kakao-id");
    const path = `/builder/login?${new URLSearchParams({
      plugin: "true",
      redirect: "http://127.0.0.1:5/callback",
      state: "cli-state",
    })}`;
    await renderConsoleAt(path);
    const kakao = await linkTo(/Continue with Kakao/);
    expect(kakao.searchParams.get("redirect_uri")).toBe(
      `${serverOrigin()}/oauth/kakao?plugin=true`,
    );
    expect(kakao.searchParams.get("state")).toBe(path);
  });
});
