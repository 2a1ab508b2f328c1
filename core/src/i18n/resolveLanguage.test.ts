import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "./languages";
import { firstQueryValue } from "./query";
import {
  browserLanguage,
  type LanguageSources,
  parseLanguageList,
  resolveLanguage,
} from "./resolveLanguage";

describe("resolveLanguage", () => {
  it.each<[string, LanguageSources, string]>([
    ["query lang first", { query: { lang: "vi" }, stored: "en", browser: "ja" }, "vi"],
    ["a regional query tag", { query: { lang: "en-US" }, stored: "ko" }, "en"],
    ["the first of a repeated query lang", { query: { lang: ["", "ja", "en"] } }, "ja"],
    [
      "stored when the query has no lang",
      { query: { tab: "x" }, stored: "en", browser: "vi" },
      "en",
    ],
    ["stored when the query lang is unsupported", { query: { lang: "fr" }, stored: "ja" }, "ja"],
    ["the browser when nothing is stored", { stored: null, browser: "en-US" }, "en"],
    ["ko-KR from the browser", { browser: "ko-KR" }, "ko"],
    [
      "the first supported of navigator.languages",
      { browser: ["fr-FR", "de", "ja-JP", "en"] },
      "ja",
    ],
    ["an Accept-Language header by weight", { browser: "fr;q=1, en;q=0.5, vi;q=0.8" }, "vi"],
    [
      "Korean when nothing is supported",
      { query: { lang: "fr" }, stored: "de", browser: ["zh"] },
      "ko",
    ],
    ["Korean when nothing is given", {}, "ko"],
    ["Korean for a null query", { query: null, browser: null }, "ko"],
  ])("takes %s", (_, sources, expected) => {
    expect(resolveLanguage(sources)).toBe(expected);
  });

  it("always answers a supported language", () => {
    fc.assert(
      fc.property(
        fc.option(fc.string()),
        fc.option(fc.string()),
        fc.array(fc.string()),
        (lang, stored, browser) => {
          expect(LANGUAGES).toContain(resolveLanguage({ query: { lang }, stored, browser }));
        },
      ),
    );
  });

  it("lets a supported query lang win over anything", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LANGUAGES),
        fc.string(),
        fc.string(),
        (lang, stored, browser) => {
          expect(resolveLanguage({ query: { lang }, stored, browser })).toBe(lang);
        },
      ),
    );
  });
});

describe("parseLanguageList", () => {
  it.each([
    ["ko-KR,ko;q=0.9,en-US;q=0.8,en;q=0.7", ["ko-KR", "ko", "en-US", "en"]],
    ["en;q=0.5, vi", ["vi", "en"]],
    ["*, ja;q=0, fr;q=oops, de", ["de"]],
    ["en", ["en"]],
    ["", []],
  ])("orders %j", (header, tags) => {
    expect(parseLanguageList(header)).toEqual(tags);
  });
});

describe("browserLanguage", () => {
  it.each([
    [undefined, undefined],
    [[], undefined],
    ["fr", undefined],
    [["fr", "vi-VN"], "vi"],
  ] as const)("reads %j as %s", (browser, expected) => {
    expect(browserLanguage(browser)).toBe(expected);
  });
});

describe("firstQueryValue", () => {
  it.each([
    ["en", "en"],
    [["", null, "vi"], "vi"],
    ["  ", undefined],
    [null, undefined],
    [undefined, undefined],
  ] as const)("reads %j as %s", (value, expected) => {
    expect(firstQueryValue(value)).toBe(expected);
  });
});
