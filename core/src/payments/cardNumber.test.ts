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
  typeIntoCardGroups,
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

describe("typing into the card groups", () => {
  it.each([
    [0, "42", ["42", "", "", ""], null],
    [0, "4242", ["4242", "", "", ""], 1],
    [2, "", ["", "", "", ""], 1],
    [0, "4242-4242-4242-4242", ["4242", "4242", "4242", "4242"], 3],
    [0, "4242 4242 42", ["4242", "4242", "42", ""], 2],
    [1, "555555554444", ["", "5555", "5555", "4444"], 3],
    [0, "12345678", ["1234", "5678", "", ""], 2],
    [3, "123456", ["", "", "", "1234"], null],
    [0, "42424242424242429999", ["4242", "4242", "4242", "4242"], 3],
  ] as const)("group %i typed %j gives %j, focus %s", (index, value, groups, focus) => {
    expect(typeIntoCardGroups(EMPTY_CARD_GROUPS, index, value)).toEqual({ groups, focus });
  });

  it("keeps the other groups when typing into one", () => {
    const groups = ["1111", "2222", "3333", "4444"] as const;
    expect(typeIntoCardGroups(groups, 1, "22")).toEqual({
      groups: ["1111", "22", "3333", "4444"],
      focus: null,
    });
  });

  it("never leaves more than four digits in a group", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }), fc.string(), (index, value) => {
        const { groups, focus } = typeIntoCardGroups(EMPTY_CARD_GROUPS, index, value);
        for (const group of groups) expect(group).toMatch(/^\d{0,4}$/);
        expect(focus === null || (focus >= 0 && focus <= 3)).toBe(true);
      }),
    );
  });
});
