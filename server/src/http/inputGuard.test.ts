import { describe, expect, it } from "vitest";
import { firstUnstorableText } from "./inputGuard";

describe("firstUnstorableText", () => {
  it.each([
    ["a plain body", { name: "Old town", tags: ["a", "b"], n: 3 }, null],
    ["text with pairs of surrogates", { title: "😀 한국어" }, null],
    ["a NUL in a nested field", { seo: { title: "a\u0000" } }, "body.seo.title"],
    ["a NUL in a list", { tags: ["ok", "b\u0000"] }, "body.tags.1"],
    ["an unpaired surrogate", { title: "\uD800" }, "body.title"],
    ["a NUL in a key", { "k\u0000": "v" }, "body.k\u0000"],
    ["a NUL in a file's name", { file: new File(["x"], "a\u0000.jpg") }, "body.file"],
    ["a NUL as the whole body", "\u0000", "body"],
  ])("%s", (_, body, where) => {
    const issue = firstUnstorableText("body", body);
    expect(issue === null ? null : `${issue.in}${issue.path === "" ? "" : `.${issue.path}`}`).toBe(
      where,
    );
  });

  it("names the first offending field in order", () => {
    expect(firstUnstorableText("query", { a: "ok", b: "\u0000", c: "\u0000" })).toEqual({
      in: "query",
      path: "b",
      message: "Must not contain a NUL character (U+0000).",
    });
  });

  it("walks a body nested a hundred thousand levels deep without overflowing the stack", () => {
    let deep: unknown = "\u0000";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(firstUnstorableText("body", deep)?.message).toMatch(/NUL/);
  });
});
