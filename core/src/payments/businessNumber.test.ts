import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatBirthInput, formatBusinessNumber } from "./businessNumber";
import { emptyCardPaymentForm, formatIdInput, idFieldMaxLength, switchCardType } from "./cardType";

const digits = (n: number) =>
  fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: n, maxLength: n });

describe("formatBusinessNumber", () => {
  it.each([
    ["", ""],
    ["1", "1"],
    ["123", "123"],
    ["1234", "123-4"],
    ["12345", "123-45"],
    ["123456", "123-45-6"],
    ["1234567890", "123-45-67890"],
    ["12345678901", "123-45-67890"],
    ["123-45-67890", "123-45-67890"],
    ["12a3-4 5", "123-45"],
  ])("%j → %j", (input, expected) => {
    expect(formatBusinessNumber(input)).toBe(expected);
  });

  it("is idempotent and never passes 12 characters", () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const once = formatBusinessNumber(input);
        expect(formatBusinessNumber(once)).toBe(once);
        expect(once.length).toBeLessThanOrEqual(12);
      }),
    );
  });

  it("turns any 10 digits into the 3-2-5 pattern keeping them in order", () => {
    fc.assert(
      fc.property(digits(10), (input) => {
        const formatted = formatBusinessNumber(input);
        expect(formatted).toMatch(/^\d{3}-\d{2}-\d{5}$/);
        expect(formatted.replaceAll("-", "")).toBe(input);
      }),
    );
  });
});

describe("formatBirthInput", () => {
  it.each([
    ["900101", "900101"],
    ["90-01-01", "900101"],
    ["9001011", "900101"],
  ])("%j → %j", (input, expected) => {
    expect(formatBirthInput(input)).toBe(expected);
  });
});

describe("card type", () => {
  it("clears the ID field when the type changes", () => {
    const form = { ...emptyCardPaymentForm(), birth: "900101", expiry: "1228" };
    expect(switchCardType(form, "CORPORATION")).toEqual({
      ...form,
      cardType: "CORPORATION",
      birth: "",
    });
  });

  it("keeps the ID field when the same type is chosen", () => {
    const form = { ...emptyCardPaymentForm("CORPORATION"), birth: "123-45" };
    expect(switchCardType(form, "CORPORATION")).toBe(form);
  });

  it.each([
    ["PERSONAL", 6, "90-01-011", "900101"],
    ["CORPORATION", 12, "12345678901", "123-45-67890"],
  ] as const)("%s: max length %i, %j typed → %j", (cardType, max, typed, shown) => {
    expect(idFieldMaxLength(cardType)).toBe(max);
    expect(formatIdInput(cardType, typed)).toBe(shown);
  });
});
