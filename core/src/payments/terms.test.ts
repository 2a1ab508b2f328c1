import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  allTermsChecked,
  mandatoryTermsError,
  missingMandatoryTerms,
  setAllTerms,
  toggleAllTerms,
  toggleTerm,
} from "./terms";

const term = (isOptional: boolean) => ({
  title: "<b>T</b>",
  content: "text",
  href: null,
  isOptional,
});

describe("select-all", () => {
  it.each([
    [[true, true, true], true],
    [[true, false, true], false],
    [[false], false],
    [[], false],
  ])("%j → %s", (checked, expected) => {
    expect(allTermsChecked(checked)).toBe(expected);
  });

  it.each([
    [
      [true, false],
      [true, true],
    ],
    [
      [false, false],
      [true, true],
    ],
    [
      [true, true],
      [false, false],
    ],
    [[], []],
  ])("toggling from %j gives %j", (checked, expected) => {
    expect(toggleAllTerms(checked)).toEqual(expected);
  });

  it("sets every term to the box's value", () => {
    fc.assert(
      fc.property(fc.nat(20), fc.boolean(), (count, value) => {
        const all = setAllTerms(count, value);
        expect(all).toHaveLength(count);
        expect(allTermsChecked(all)).toBe(value && count > 0);
      }),
    );
    expect(setAllTerms(-1, true)).toEqual([]);
  });

  it("toggles one term only", () => {
    expect(toggleTerm([true, false, true], 1)).toEqual([true, true, true]);
    expect(toggleTerm([true, false, true], 0)).toEqual([false, false, true]);
  });
});

describe("mandatory terms", () => {
  const terms = [term(false), term(true), term(false)];
  it.each([
    [[true, false, true], [], null],
    [[true, true, true], [], null],
    [[false, true, true], [0], "Please agree to the mandatory terms."],
    [[true, true], [2], "Please agree to the mandatory terms."],
    [[], [0, 2], "Please agree to the mandatory terms."],
  ])("checked %j → missing %j", (checked, missing, message) => {
    expect(missingMandatoryTerms(terms, checked)).toEqual(missing);
    expect(mandatoryTermsError(terms, checked)).toBe(message);
  });

  it.each([
    ["ko", "필수 약관에 동의해 주세요."],
    ["vi", "Vui lòng đồng ý với các điều khoản bắt buộc."],
  ] as const)("speaks %s", (language, message) => {
    expect(mandatoryTermsError([term(false)], [false], language)).toBe(message);
  });

  it("never blocks once everything is checked, and never for optional terms alone", () => {
    fc.assert(
      fc.property(fc.array(fc.boolean()), fc.array(fc.boolean()), (optional, checked) => {
        const list = optional.map(term);
        expect(mandatoryTermsError(list, setAllTerms(list.length, true))).toBeNull();
        expect(
          mandatoryTermsError(
            list.map(() => term(true)),
            checked,
          ),
        ).toBeNull();
      }),
    );
  });
});
