import { describe, expect, it } from "vitest";
import { openerFor, webLoginUrl } from "./webLogin";

describe("web login", () => {
  it("opens the console's login in plugin mode with the callback and state", () => {
    const url = new URL(
      webLoginUrl("https://tours.example.com", "http://127.0.0.1:5555/callback", "abc"),
    );
    expect(`${url.origin}${url.pathname}`).toBe("https://tours.example.com/builder/login");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      plugin: "true",
      redirect: "http://127.0.0.1:5555/callback",
      state: "abc",
    });
  });

  it.each([
    ["linux", {}, "xdg-open", ["U"]],
    ["darwin", {}, "open", ["U"]],
    ["win32", {}, "rundll32", ["url.dll,FileProtocolHandler", "U"]],
    ["linux", { BROWSER: "/usr/bin/firefox" }, "/usr/bin/firefox", ["U"]],
  ] as const)("on %s with %j opens with %s", (platform, env, command, args) => {
    expect(openerFor("U", platform, env)).toEqual({ command, args });
  });
});
