import { describe, expect, it } from "vitest";
import { fitTitle, joinInfoText, looksLikeHtml, splitInfoText } from "./text";

describe("looksLikeHtml", () => {
  it.each([
    ["<b>x</b>", true],
    ["&amp;", true],
    ["3 < 4 and 5 > 2", false],
    ["Tom & Jerry", false],
  ])("looksLikeHtml(%j) is %s", (text, expected) => {
    expect(looksLikeHtml(text)).toBe(expected);
  });
});

describe("info texts", () => {
  const long = "x".repeat(150);
  it.each([
    ["title only", "Reception", { title: "Reception", text: "" }],
    [
      "title and text",
      "Reception\nOpen from 9\nto 6.",
      { title: "Reception", text: "Open from 9\nto 6." },
    ],
    [
      "a blank first line",
      "  \nSecond line\nmore",
      { title: "Second line", text: "Second line\nmore" },
    ],
    ["nothing", "", { title: "Info", text: "" }],
    ["a long single line", long, { title: `${"x".repeat(99)}…`, text: long }],
    ["a long first line", `${long}\nrest`, { title: `${"x".repeat(99)}…`, text: `${long}\nrest` }],
  ])("splits %s", (_, whole, parts) => {
    expect(splitInfoText(whole)).toEqual(parts);
  });

  it.each([
    ["T", ""],
    ["T", "body"],
    ["A title", "line 1\n\nline 3\n"],
  ])("join then split gives back (%j, %j)", (title, text) => {
    expect(splitInfoText(joinInfoText(title, text))).toEqual({ title, text });
  });

  it("fits titles: blank falls back, long is shortened", () => {
    expect(fitTitle(undefined, "fallback")).toBe("fallback");
    expect(fitTitle(" \t", "fallback")).toBe("fallback");
    expect(fitTitle("y".repeat(101), "f")).toHaveLength(100);
  });
});
