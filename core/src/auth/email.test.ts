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
        // Read the masked local part alone: the domain's kept TLD may spell the same letters
        // (`aa@a.aa` → `a***@a***.aa`).
        const maskedLocal = masked.slice(0, masked.lastIndexOf("@"));
        return (
          maskedLocal === `${local[0]}***` && (local.length < 2 || !maskedLocal.includes(local))
        );
      }),
    );
  });
});
