import { describe, expect, it } from "vitest";
import { cliCallbackFields, cliCallbackUrl, pluginLogin } from "./cliCallback";

describe("cliCallbackUrl", () => {
  it.each([
    ["http://127.0.0.1:41234/callback", "http://127.0.0.1:41234/callback"],
    ["http://localhost:8000/callback", "http://localhost:8000/callback"],
    ["http://[::1]:9/callback", "http://[::1]:9/callback"],
    ["http://127.0.0.1/callback", "http://127.0.0.1/callback"],
    ["http://127.0.0.1:5/callback?x=1", "http://127.0.0.1:5/callback?x=1"],
    ["https://127.0.0.1:5/callback", null],
    ["http://evil.example/callback", null],
    ["http://127.0.0.1.evil.example/callback", null],
    ["http://localhost.evil.example:80/callback", null],
    ["http://10.0.0.1:5/callback", null],
    ["http://127.0.0.2:5/callback", null],
    ["http://evil.example@127.0.0.1:5/callback", null],
    ["http://127.0.0.1:5@evil.example/callback", null],
    ["http://127.0.0.1:5/other", null],
    ["http://127.0.0.1:5/callback/extra", null],
    ["javascript:alert(1)//127.0.0.1/callback", null],
    ["/callback", null],
    ["", null],
    [null, null],
    [42, null],
  ])("%j → %j", (value, expected) => {
    expect(cliCallbackUrl(value)).toBe(expected);
  });
});

describe("pluginLogin", () => {
  it.each([
    ["", { kind: "web" }],
    ["?redirect=%2Fprojects", { kind: "web" }],
    ["?plugin=false&redirect=http://127.0.0.1:5/callback&state=s", { kind: "web" }],
    [
      "?plugin=true&redirect=http%3A%2F%2F127.0.0.1%3A5%2Fcallback&state=abc",
      { kind: "cli", callbackUrl: "http://127.0.0.1:5/callback", state: "abc" },
    ],
    [
      "plugin=true&redirect=http://localhost:5/callback&state=abc",
      { kind: "cli", callbackUrl: "http://localhost:5/callback", state: "abc" },
    ],
    [
      "?plugin=true&redirect=https://evil.example/callback&state=abc",
      { kind: "refused", reason: "redirect" },
    ],
    ["?plugin=true&state=abc", { kind: "refused", reason: "redirect" }],
    ["?plugin=true&redirect=http://127.0.0.1:5/callback", { kind: "refused", reason: "state" }],
    [
      "?plugin=true&redirect=http://127.0.0.1:5/callback&state=",
      { kind: "refused", reason: "state" },
    ],
  ])("%j → %j", (search, expected) => {
    expect(pluginLogin(search)).toEqual(expected);
  });
});

describe("cliCallbackFields", () => {
  it.each([
    [
      { kind: "signedIn", accessToken: "a", refreshToken: "r" } as const,
      { state: "s", accessToken: "a", refreshToken: "r" },
    ],
    [{ kind: "cancelled" } as const, { state: "s", error: "cancelled" }],
  ])("%j → %j", (outcome, expected) => {
    expect(cliCallbackFields("s", outcome)).toEqual(expected);
  });
});
