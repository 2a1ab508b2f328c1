import { describe, expect, it } from "vitest";
import { langCodeOf, languageOfLangCode, paymentsLanguageFor } from "./langCode";
import { PAYMENTS_LANGUAGES } from "./languages";

it("writes each payments language as its langCode and reads it back", () => {
  expect(PAYMENTS_LANGUAGES.map(langCodeOf)).toEqual(["KO", "EN", "VI"]);
  for (const language of PAYMENTS_LANGUAGES)
    expect(languageOfLangCode(langCodeOf(language))).toBe(language);
});

describe("paymentsLanguageFor", () => {
  it("keeps the languages payments speak and reads Korean for Japanese", () => {
    expect(paymentsLanguageFor("en")).toBe("en");
    expect(paymentsLanguageFor("vi")).toBe("vi");
    expect(paymentsLanguageFor("ko")).toBe("ko");
    expect(paymentsLanguageFor("ja")).toBe("ko");
  });
});
