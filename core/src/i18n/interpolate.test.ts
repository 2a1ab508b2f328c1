import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { interpolate, placeholdersOf } from "./interpolate";

describe("interpolate", () => {
  it.each([
    ["Hello {{name}}", { name: "Ann" }, "Hello Ann"],
    ["{{ name }} and {{name}}", { name: "Ann" }, "Ann and Ann"],
    ["{{percent}}% used", { percent: 95 }, "95% used"],
    ["{{a}}{{b}}", { a: true, b: 0 }, "true0"],
    ["missing {{name}}", {}, "missing {{name}}"],
    ["null {{name}}", { name: null }, "null {{name}}"],
    ["undefined {{name}}", { name: undefined }, "undefined {{name}}"],
    ["no placeholder", { name: "x" }, "no placeholder"],
    ["{{toString}}", {}, "{{toString}}"],
    ["{single} {{}}", { single: "x" }, "{single} {{}}"],
  ])("interpolate(%j, %j) is %j", (template, values, expected) => {
    expect(interpolate(template, values)).toBe(expected);
  });

  it("writes a bigint as digits", () => {
    expect(interpolate("{{n}} bytes", { n: 10n ** 24n })).toBe("1000000000000000000000000 bytes");
  });

  it("leaves every placeholder visible without values", () => {
    expect(interpolate("{{a}} {{b}}")).toBe("{{a}} {{b}}");
  });

  it("does not re-read placeholders inside inserted values", () => {
    expect(interpolate("{{a}}", { a: "{{b}}", b: "x" })).toBe("{{b}}");
  });

  it("is the identity on texts without braces", () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes("{")),
        fc.dictionary(fc.string(), fc.string()),
        (text, values) => {
          expect(interpolate(text, values)).toBe(text);
        },
      ),
    );
  });

  it("inserts any value for a name", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,10}$/),
        fc.string(),
        fc.string().filter((s) => !s.includes("{")),
        (name, value, rest) => {
          expect(interpolate(`${rest}{{${name}}}${rest}`, { [name]: value })).toBe(
            `${rest}${value}${rest}`,
          );
        },
      ),
    );
  });
});

describe("placeholdersOf", () => {
  it.each([
    ["You used {{percent}}% of {{ total }}, {{percent}}", ["percent", "total"]],
    ["nothing", []],
  ])("lists the names of %j", (template, names) => {
    expect(placeholdersOf(template)).toEqual(names);
  });
});
