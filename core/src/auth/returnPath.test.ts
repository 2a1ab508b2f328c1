import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./returnPath";

/** Strings built to look like paths, including the tricky prefixes browsers read as hosts. */
const candidates = fc
  .tuple(
    fc.constantFrom("", "/", "//", "/\\", "\\", "/\t/", "/ /", "https:"),
    fc.string({ unit: "binary", maxLength: 20 }),
  )
  .map(([prefix, rest]) => prefix + rest);

describe("safeReturnPath", () => {
  it.each([
    ["/projects?tab=1#x", "/projects?tab=1#x"],
    ["/", "/"],
    ["", "/"],
    [null, "/"],
    [42, "/"],
    ["projects", "/"],
    ["https://evil.example/", "/"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["/\t/evil.example", "/"],
    ["/a\u007fb", "/"],
  ])("%j → %j", (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it("uses the given fallback", () => {
    expect(safeReturnPath("//x", "/projects")).toBe("/projects");
  });

  it("only ever answers a path on the own origin", () => {
    fc.assert(
      fc.property(candidates, (value) => {
        const path = safeReturnPath(value);
        expect(new URL(path, "https://orbis.example").origin).toBe("https://orbis.example");
        expect(path === "/" || path === value).toBe(true);
      }),
    );
  });
});
