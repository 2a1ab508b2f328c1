import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMoney, groupThousands } from "./money";

describe("formatMoney", () => {
  it.each([
    [12000, "KRW", "ko", "12,000₩"],
    [12000, "KRW", "en", "12,000 KRW"],
    [12000, "KRW", "vi", "12,000₩"],
    [999, "KRW", "ko", "999₩"],
    [1234567, "KRW", "en", "1,234,567 KRW"],
    [1000.6, "KRW", "ko", "1,001₩"],
    [0, "KRW", "ko", "0₩"],
    [-5000, "KRW", "en", "-5,000 KRW"],
    [-0.2, "KRW", "ko", "0₩"],
    [1e21, "KRW", "ko", "1,000,000,000,000,000,000,000₩"],
    [12.5, "USD", "en", "$12.50"],
    [12.5, "USD", "ko", "$12.50"],
    [1234567.891, "USD", "vi", "$1,234,567.89"],
    [1.005, "USD", "en", "$1.01"],
    [0.07, "USD", "en", "$0.07"],
    [0, "USD", "en", "$0.00"],
    [-3, "USD", "en", "-$3.00"],
    [-0.001, "USD", "en", "$0.00"],
    [9900, "KRW", "ja", "₩9,900"],
    [1234567, "KRW", "ja", "₩1,234,567"],
    [1000.5, "KRW", "ja", "₩1,001"],
    [-5000, "KRW", "ja", "-₩5,000"],
    [-0.2, "KRW", "ja", "₩0"],
    [1e21, "KRW", "ja", "₩1,000,000,000,000,000,000,000"],
    [9.9, "USD", "ja", "$9.90"],
    [1234567.891, "USD", "ja", "$1,234,567.89"],
    [1.005, "USD", "ja", "$1.01"],
    [-3, "USD", "ja", "-$3.00"],
    [-0.001, "USD", "ja", "$0.00"],
  ] as const)("%d %s in %s → %s", (amount, currency, language, expected) => {
    expect(formatMoney(amount, currency, language)).toBe(expected);
  });

  it.each([
    [0, "KRW", "ko", "무료"],
    [0, "KRW", "en", "Free"],
    [0, "USD", "vi", "Miễn phí"],
    [0, "KRW", "ja", "無料"],
    [0.004, "USD", "ja", "無料"],
    [0.4, "KRW", "ja", "無料"],
    [0.001, "USD", "en", "Free"],
    [1, "KRW", "en", "1 KRW"],
    [0.01, "USD", "en", "$0.01"],
  ] as const)("with zeroAsFree, %d %s in %s → %s", (amount, currency, language, expected) => {
    expect(formatMoney(amount, currency, language, { zeroAsFree: true })).toBe(expected);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])("refuses %d", (amount) => {
    expect(() => formatMoney(amount, "KRW", "ko")).toThrow(RangeError);
  });

  it("puts commas every three digits and keeps the digits of any won amount", () => {
    fc.assert(
      fc.property(
        fc.nat({ max: Number.MAX_SAFE_INTEGER }),
        fc.constantFrom("ko", "vi"),
        (amount, language) => {
          const text = formatMoney(amount, "KRW", language);
          expect(text).toMatch(/^\d{1,3}(,\d{3})*₩$/);
          expect(text.slice(0, -1).replaceAll(",", "")).toBe(String(amount));
        },
      ),
    );
  });

  it("puts the won sign first in Japanese and keeps the digits of any won amount", () => {
    fc.assert(
      fc.property(fc.nat({ max: Number.MAX_SAFE_INTEGER }), (amount) => {
        const text = formatMoney(amount, "KRW", "ja");
        expect(text).toMatch(/^₩\d{1,3}(,\d{3})*$/);
        expect(text.slice(1).replaceAll(",", "")).toBe(String(amount));
      }),
    );
  });

  it("writes dollars alike in English and Japanese", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        expect(formatMoney(cents / 100, "USD", "ja")).toBe(formatMoney(cents / 100, "USD", "en"));
      }),
    );
  });

  it("shows any cent amount in dollars with two decimals, digits kept", () => {
    fc.assert(
      fc.property(fc.nat({ max: 1e13 }), (cents) => {
        const text = formatMoney(cents / 100, "USD", "en");
        expect(text).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(Number(text.slice(1).replaceAll(",", ""))).toBe(cents / 100);
      }),
    );
  });
});

describe("groupThousands", () => {
  it("round-trips any digits", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: 1 }), (digits) => {
        const grouped = groupThousands(digits);
        expect(grouped.replaceAll(",", "")).toBe(digits);
        expect(grouped).toMatch(/^\d{1,3}(,\d{3})*$/);
      }),
    );
  });
});
