import { describe, expect, it } from "vitest";
import { routes } from "../routes";
import { idSchema } from "./common";
import { storableString, unstorableTextReason } from "./storableText";

describe("unstorableTextReason", () => {
  it.each([
    ["plain text", null],
    ["", null],
    ["한국어 テキスト tiếng Việt", null],
    ["a pair 😀 of surrogates", null],
    ["tab\tnew line\n", null],
    ["a\u0000b", "Must not contain a NUL character (U+0000)."],
    ["\u0000", "Must not contain a NUL character (U+0000)."],
    ["lone high \uD83D", "Must not contain an unpaired surrogate character (U+D83D)."],
    ["\uDE00 lone low", "Must not contain an unpaired surrogate character (U+DE00)."],
    ["reversed \uDE00\uD83D", "Must not contain an unpaired surrogate character (U+DE00)."],
  ])("%j → %s", (value, reason) => {
    expect(unstorableTextReason(value)).toBe(reason);
  });
});

describe("storableString", () => {
  it("keeps the string rules chained after it", () => {
    const name = storableString().trim().min(1).max(5);
    expect(name.parse("  ab ")).toBe("ab");
    expect(name.safeParse("").success).toBe(false);
    expect(name.safeParse("abcdef").success).toBe(false);
    expect(name.safeParse("a\u0000").error?.issues[0]?.message).toBe(
      "Must not contain a NUL character (U+0000).",
    );
  });

  it("guards ids", () => {
    expect(idSchema.safeParse("tour-1").success).toBe(true);
    expect(idSchema.safeParse("tour\u0000").success).toBe(false);
    expect(idSchema.safeParse("tour\uD800").success).toBe(false);
  });

  it("guards the text fields of request bodies, e.g. a project's name and a marker's text", () => {
    const project = routes.createProject.body.safeParse({
      name: "Old\u0000town",
      kind: "contents",
    });
    expect(project.error?.issues[0]).toMatchObject({ path: ["name"] });
    expect(
      routes.createProject.body.safeParse({ name: "Old town", kind: "contents" }).success,
    ).toBe(true);
  });
});
