import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  isLanguage,
  isPaymentsLanguage,
  LANGUAGE_NATIVE_NAMES,
  LANGUAGES,
  languageOfTag,
  PAYMENTS_LANGUAGES,
} from "./languages";
import {
  DEFAULT_NAMESPACE,
  hasNamespace,
  isNamespace,
  LANGUAGE_NAMESPACES,
  NAMESPACES,
  namespacesFor,
} from "./namespaces";

describe("languages", () => {
  it("offers ko, en, vi and ja with Korean as default and fallback", () => {
    expect(LANGUAGES).toEqual(["ko", "en", "vi", "ja"]);
    expect(PAYMENTS_LANGUAGES).toEqual(["ko", "en", "vi"]);
    expect(DEFAULT_LANGUAGE).toBe("ko");
    expect(FALLBACK_LANGUAGE).toBe("ko");
    expect(Object.keys(LANGUAGE_NATIVE_NAMES)).toEqual(LANGUAGES);
  });

  it.each([
    ["ko", true, true],
    ["ja", true, false],
    ["vi", true, true],
    ["en-US", false, false],
    ["fr", false, false],
    [undefined, false, false],
  ])("isLanguage(%s) is %s, isPaymentsLanguage %s", (value, language, payments) => {
    expect(isLanguage(value)).toBe(language);
    expect(isPaymentsLanguage(value)).toBe(payments);
  });

  it.each([
    ["en-US", "en"],
    ["ko-KR", "ko"],
    ["ko_KR", "ko"],
    [" JA-jp ", "ja"],
    ["vi", "vi"],
    ["zh-Hant-TW", undefined],
    ["", undefined],
    [42, undefined],
    [null, undefined],
  ])("languageOfTag(%j) is %s", (tag, expected) => {
    expect(languageOfTag(tag)).toBe(expected);
  });

  it("keeps the primary subtag whatever region follows", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LANGUAGES),
        fc.stringMatching(/^[A-Za-z0-9]{0,8}$/),
        (language, region) => {
          expect(languageOfTag(region ? `${language}-${region}` : language)).toBe(language);
        },
      ),
    );
  });
});

describe("namespaces", () => {
  it("gives payments and ai to ko, en and vi only", () => {
    expect(NAMESPACES).toEqual(["common", "pages", "errors", "ai", "payments"]);
    expect(DEFAULT_NAMESPACE).toBe("common");
    expect(namespacesFor("ja")).toEqual(["common", "pages", "errors"]);
    for (const language of PAYMENTS_LANGUAGES) {
      expect(LANGUAGE_NAMESPACES[language]).toEqual(NAMESPACES);
    }
  });

  it.each([
    ["ko", "ai", true],
    ["vi", "payments", true],
    ["ja", "ai", false],
    ["ja", "payments", false],
    ["ja", "errors", true],
  ] as const)("hasNamespace(%s, %s) is %s", (language, namespace, expected) => {
    expect(hasNamespace(language, namespace)).toBe(expected);
  });

  it.each([
    ["errors", true],
    ["payments", true],
    ["error", false],
    [1, false],
  ])("isNamespace(%j) is %s", (value, expected) => {
    expect(isNamespace(value)).toBe(expected);
  });
});
