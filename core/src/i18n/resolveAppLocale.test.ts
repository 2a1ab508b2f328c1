import { describe, expect, it } from "vitest";
import { acceptLanguageHeader, htmlLang } from "./htmlLang";
import { type AppLocaleSources, resolveAppLocale } from "./resolveAppLocale";

describe("resolveAppLocale", () => {
  const server = { language: "ja", currency: "KRW" };
  it.each<[string, AppLocaleSources, { language: string; currency: string }]>([
    [
      "the query first",
      {
        query: { lang: "vi", currency: "usd" },
        planOverride: { language: "en", currency: "KRW" },
        serverSettings: server,
      },
      { language: "vi", currency: "USD" },
    ],
    [
      "the plan override next",
      { query: {}, planOverride: { language: "en", currency: "USD" }, serverSettings: server },
      { language: "en", currency: "USD" },
    ],
    [
      "each value on its own",
      { query: { lang: "en" }, planOverride: { currency: "USD" }, serverSettings: server },
      { language: "en", currency: "USD" },
    ],
    ["the server settings", { serverSettings: server }, { language: "ja", currency: "KRW" }],
    [
      "the server over unsupported query values",
      { query: { lang: "fr", currency: "EUR" }, serverSettings: server },
      { language: "ja", currency: "KRW" },
    ],
    [
      "the defaults",
      {
        serverSettings: { language: null, currency: null },
        defaults: { language: "vi", currency: "KRW" },
      },
      { language: "vi", currency: "KRW" },
    ],
    ["Korean and KRW with nothing at all", {}, { language: "ko", currency: "KRW" }],
    [
      "the language's currency when no default currency is given",
      { query: { lang: "en" }, defaults: { language: "ko" } },
      { language: "en", currency: "USD" },
    ],
    [
      "null sources as nothing",
      { query: null, planOverride: null, serverSettings: null, defaults: null },
      { language: "ko", currency: "KRW" },
    ],
  ])("takes %s", (_, sources, expected) => {
    expect(resolveAppLocale(sources)).toEqual(expected);
  });
});

describe("language headers", () => {
  it.each([
    ["ko", "ko"],
    ["en", "en"],
    ["vi", "vi"],
    ["ja", "ja"],
  ] as const)("html lang and Accept-Language for %s are %s", (language, value) => {
    expect(htmlLang(language)).toBe(value);
    expect(acceptLanguageHeader(language)).toBe(value);
  });
});
