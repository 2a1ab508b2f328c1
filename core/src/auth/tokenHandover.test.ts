import { describe, expect, it } from "vitest";
import { tokenHandover } from "./tokenHandover";

describe("tokenHandover", () => {
  it.each([
    [
      "both tokens and a way on",
      "#access_token=a1&refresh_token=r1",
      "?redirect=%2Fmypage",
      { tokens: { accessToken: "a1", refreshToken: "r1" }, next: "/mypage" },
    ],
    [
      "an access token alone",
      "#access_token=a1",
      "",
      { tokens: { accessToken: "a1", refreshToken: null }, next: "/projects" },
    ],
    ["no token", "#state=x", "?redirect=%2Fmypage", { tokens: null, next: "/mypage" }],
    ["an empty token", "#access_token=", "", { tokens: null, next: "/projects" }],
    [
      "an open redirect refused",
      "#access_token=a1",
      "?redirect=%2F%2Fevil.example",
      { tokens: { accessToken: "a1", refreshToken: null }, next: "/projects" },
    ],
  ])("reads %s", (_, hash, search, expected) => {
    expect(tokenHandover(hash, search, "/projects")).toEqual(expected);
  });
});
