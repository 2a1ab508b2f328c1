import { describe, expect, it } from "vitest";
import { PAGE_VIEW_PATH_MAX, pageViewPath, pageViewSchema, referrerHost } from "./pageView";
import { describeSchemas } from "./testing/schemaTable";

const view = { path: "/builder/pricing", language: "en" };

describeSchemas([
  [
    "pageViewSchema",
    pageViewSchema,
    [
      [view, true],
      [{ ...view, title: "Pricing", referrer: "https://example.com/a?b=c" }, true],
      [{ ...view, referrer: "" }, true],
      [{ ...view, path: "/" }, true],
      [{ ...view, path: `/${"a".repeat(PAGE_VIEW_PATH_MAX - 1)}` }, true],
      [{ ...view, path: `/${"a".repeat(PAGE_VIEW_PATH_MAX)}` }, false],
      [{ ...view, path: "builder" }, false],
      [{ ...view, path: "https://evil.example/" }, false],
      [{ ...view, path: "/a b" }, false],
      [{ ...view, path: "/a\u0000b" }, false],
      [{ ...view, title: "t".repeat(257) }, false],
      [{ ...view, language: "fr" }, false],
      [{ path: "/" }, false],
    ],
  ],
]);

describe("pageViewPath", () => {
  it.each([
    ["/projects", "/projects"],
    ["/oauth/kakao?code=1&access_token=secret", "/oauth/kakao"],
    ["/auth-redirect#access_token=secret", "/auth-redirect"],
    ["/a?x=1#y", "/a"],
    ["/?", "/"],
  ])("%s → %s", (path, kept) => {
    expect(pageViewPath(path)).toBe(kept);
  });

  it("is what the schema keeps", () => {
    const parsed = pageViewSchema.parse({ ...view, path: "/x?access_token=secret" });
    expect(parsed.path).toBe("/x");
  });
});

describe("referrerHost", () => {
  it.each([
    ["https://www.Google.com/search?q=orbis", "www.google.com"],
    ["http://localhost:8080/builder", "localhost"],
    ["", undefined],
    ["   ", undefined],
    [undefined, undefined],
    ["not a url", undefined],
    ["javascript:alert(1)", undefined],
    ["file:///etc/passwd", undefined],
  ])("%s → %s", (referrer, host) => {
    expect(referrerHost(referrer)).toBe(host);
  });
});
