import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { acceptLanguageHeaders, authTokenHeaders, langCodeHeaders } from "./headers";

describe("header schemas", () => {
  it.each<[string, z.ZodType, unknown, boolean]>([
    [
      "a browser Accept-Language",
      acceptLanguageHeaders,
      { "accept-language": "ko-KR,ko;q=0.9" },
      true,
    ],
    ["an upper-case locale", acceptLanguageHeaders, { "accept-language": "EN" }, true],
    ["no Accept-Language (Korean fallback)", acceptLanguageHeaders, {}, true],
    ["an empty Accept-Language", acceptLanguageHeaders, { "accept-language": "" }, false],
    ["langCode VI", langCodeHeaders, { langcode: "VI" }, true],
    ["langCode ja (payments have no Japanese)", langCodeHeaders, { langcode: "JA" }, false],
    ["a lower-case langCode", langCodeHeaders, { langcode: "ko" }, false],
    ["no langCode", langCodeHeaders, {}, false],
    ["an auth-token", authTokenHeaders, { "auth-token": "a.b.c" }, true],
    ["no auth-token", authTokenHeaders, {}, false],
  ])("%s: %s", (_label, schema, headers, ok) => {
    expect(schema.safeParse(headers).success).toBe(ok);
  });

  it("ignores the other headers of a request", () => {
    expect(langCodeHeaders.parse({ langcode: "KO", host: "orbis.example.com" })).toEqual({
      langcode: "KO",
    });
  });
});
