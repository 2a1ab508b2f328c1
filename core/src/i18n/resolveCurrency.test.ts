import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "./languages";
import {
  type CurrencySources,
  currencyForLanguage,
  DEFAULT_CURRENCY,
  isPaypalCardName,
  PAYPAL_CARD_NAME,
  parseCurrency,
  planCurrencyOf,
  resolveCurrency,
} from "./resolveCurrency";

describe("resolveCurrency", () => {
  it.each<[string, CurrencySources, string]>([
    ["the stored preference", { stored: "USD", language: "ko" }, "USD"],
    ["a stored preference in lower case", { stored: "krw", language: "en" }, "KRW"],
    ["KRW for Korean", { stored: null, language: "ko" }, "KRW"],
    ["USD for English", { language: "en" }, "USD"],
    ["USD for Vietnamese", { language: "vi" }, "USD"],
    ["USD for Japanese", { language: "ja" }, "USD"],
    ["the language when the stored value is unknown", { stored: "EUR", language: "ko" }, "KRW"],
    [
      "USD for a PayPal method over a stored KRW",
      { stored: "KRW", language: "ko", payMethodCardName: "paypal" },
      "USD",
    ],
    ["USD for PayPal in any case", { language: "ko", payMethodCardName: " PayPal " }, "USD"],
    [
      "the stored value with a card method",
      { stored: "USD", language: "ko", payMethodCardName: "BC카드" },
      "USD",
    ],
    ["the language with a card method", { language: "ko", payMethodCardName: "신한" }, "KRW"],
    ["the language with no method", { language: "en", payMethodCardName: null }, "USD"],
  ])("takes %s", (_, sources, expected) => {
    expect(resolveCurrency(sources)).toBe(expected);
  });

  it("lets a PayPal method win whatever else is set", () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.constantFrom(...LANGUAGES), (stored, language) => {
        expect(resolveCurrency({ stored, language, payMethodCardName: PAYPAL_CARD_NAME })).toBe(
          "USD",
        );
      }),
    );
  });
});

describe("currency helpers", () => {
  it("defaults to KRW", () => {
    expect(DEFAULT_CURRENCY).toBe("KRW");
  });

  it.each([
    ["ko", "KRW"],
    ["en", "USD"],
    ["vi", "USD"],
    ["ja", "USD"],
  ] as const)("currencyForLanguage(%s) is %s", (language, currency) => {
    expect(currencyForLanguage(language)).toBe(currency);
  });

  it.each([
    ["USD", "USD"],
    [" usd ", "USD"],
    ["KRW", "KRW"],
    ["EUR", undefined],
    [3, undefined],
    [null, undefined],
  ])("parseCurrency(%j) is %s", (value, expected) => {
    expect(parseCurrency(value)).toBe(expected);
  });

  it.each([
    ["paypal", true, "USD"],
    ["PAYPAL", true, "USD"],
    ["현대카드", false, "KRW"],
    [null, false, "KRW"],
    [undefined, false, "KRW"],
  ])("cardName %j: PayPal %s, plan currency %s", (cardName, paypal, currency) => {
    expect(isPaypalCardName(cardName)).toBe(paypal);
    expect(planCurrencyOf(cardName)).toBe(currency);
  });
});
