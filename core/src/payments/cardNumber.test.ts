import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  EMPTY_CARD_GROUPS,
  isMaskedCardGroup,
  joinCardNumber,
  nextFocus,
  sanitizeCardGroup,
  setCardGroup,
  splitCardNumber,
} from "./cardNumber";

const digits = (n: number) =>
  fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: n, maxLength: n });

describe("card number groups", () => {
  it.each([
    [0, false],
    [1, true],
    [2, true],
    [3, false],
  ])("group index %i masked: %s", (index, masked) => {
    expect(isMaskedCardGroup(index)).toBe(masked);
  });

  it.each([
    ["1234", "1234"],
    ["12345", "1234"],
    ["1a2b", "12"],
    [" 12 ", "12"],
    ["", ""],
  ])("sanitizes %j to %j", (input, expected) => {
    expect(sanitizeCardGroup(input)).toBe(expected);
  });

  it.each([
    ["1234-5678-9012-3456", ["1234", "5678", "9012", "3456"]],
    ["1234567890123456", ["1234", "5678", "9012", "3456"]],
    ["1234 56", ["1234", "56", "", ""]],
    ["", ["", "", "", ""]],
  ])("splits %j", (input, expected) => {
    expect(splitCardNumber(input)).toEqual(expected);
  });

  it("joins with hyphens", () => {
    expect(joinCardNumber(["1234", "5678", "9012", "3456"])).toBe("1234-5678-9012-3456");
  });

  it("sets one group and leaves the others", () => {
    expect(setCardGroup(EMPTY_CARD_GROUPS, 2, "98x765")).toEqual(["", "", "9876", ""]);
    expect(setCardGroup(["1", "2", "3", "4"], 0, "")).toEqual(["", "2", "3", "4"]);
    expect(setCardGroup(["1", "2", "3", "4"], 1, "5")).toEqual(["1", "5", "3", "4"]);
    expect(setCardGroup(["1", "2", "3", "4"], 3, "6")).toEqual(["1", "2", "3", "6"]);
  });

  it("round-trips any 16 digits through join and split", () => {
    fc.assert(
      fc.property(fc.tuple(digits(4), digits(4), digits(4), digits(4)), (groups) => {
        expect(splitCardNumber(joinCardNumber(groups))).toEqual(groups);
      }),
    );
  });

  it("keeps at most four digits of any input", () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        expect(sanitizeCardGroup(input)).toMatch(/^\d{0,4}$/);
      }),
    );
  });
});

describe("nextFocus", () => {
  it.each([
    [0, "1234", 1],
    [1, "5678", 2],
    [2, "9012", 3],
    [3, "3456", null],
    [0, "123", null],
    [1, "", 0],
    [3, "", 2],
    [0, "", null],
    [2, "12", null],
  ])("group %i holding %j → %s", (index, value, expected) => {
    expect(nextFocus(index, value)).toBe(expected);
  });

  it("only ever moves one group, and only on a full or an empty group", () => {
    fc.assert(
      fc.property(fc.nat(3), fc.string({ maxLength: 6 }), (index, value) => {
        const target = nextFocus(index, value);
        const length = sanitizeCardGroup(value).length;
        if (target === null) {
          expect((length === 4 && index < 3) || (length === 0 && index > 0)).toBe(false);
        } else {
          expect(target).toBe(length === 4 ? index + 1 : index - 1);
          expect(target).toBeGreaterThanOrEqual(0);
          expect(target).toBeLessThanOrEqual(3);
        }
      }),
    );
  });
});
