import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { maskEmail, normaliseEmail } from "./email";

describe("normaliseEmail", () => {
  it.each([
    ["Ada@Example.COM", "ada@example.com"],
    ["  ada@example.com ", "ada@example.com"],
    ["ada@example.com", "ada@example.com"],
  ])("%s → %s", (input, expected) => {
    expect(normaliseEmail(input)).toBe(expected);
  });

  it("is idempotent", () => {
    fc.assert(
      fc.property(
        fc.emailAddress(),
        (e) => normaliseEmail(normaliseEmail(e)) === normaliseEmail(e),
      ),
    );
  });
});

describe("maskEmail", () => {
  it.each([
    ["ada.lovelace@example.com", "a***@e***.com"],
    ["k@mail.co.kr", "k***@m***.kr"],
    ["x@localhost", "x***@l***"],
    ["a*@a.aa", "a***@a***.aa"],
    ["no-at-sign", "***"],
    ["@example.com", "***"],
  ])("%s → %s", (input, expected) => {
    expect(maskEmail(input)).toBe(expected);
  });

  it("never shows the local part beyond its first character", () => {
    fc.assert(
      fc.property(fc.emailAddress(), (e) => {
        const local = e.slice(0, e.lastIndexOf("@"));
        const masked = maskEmail(e);
        // The masked local part alone (the domain's kept TLD may spell the same letters) is the
        // first character and a fixed mask, whatever follows it: nothing else of the local part,
        // nor its length, shows. Whether the local part's own text appears in it is no measure:
        // `a*@a.aa` masks to `a***`, which contains `a*` while showing only the `a`.
        return masked.slice(0, masked.lastIndexOf("@")) === `${local[0]}***`;
      }),
    );
  });
});
