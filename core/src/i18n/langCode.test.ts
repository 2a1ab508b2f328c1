import { expect, it } from "vitest";
import { langCodeOf, languageOfLangCode } from "./langCode";
import { PAYMENTS_LANGUAGES } from "./languages";

it("writes each payments language as its langCode and reads it back", () => {
  expect(PAYMENTS_LANGUAGES.map(langCodeOf)).toEqual(["KO", "EN", "VI"]);
  for (const language of PAYMENTS_LANGUAGES)
    expect(languageOfLangCode(langCodeOf(language))).toBe(language);
});
