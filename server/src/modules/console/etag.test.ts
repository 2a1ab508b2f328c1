import { describe, expect, it } from "vitest";
import { etagMatches } from "./etag";

describe("etagMatches", () => {
  it.each([
    ['"a-1"', '"a-1"', true],
    ['W/"a-1"', '"a-1"', true],
    ['"a-1"', 'W/"a-1"', true],
    ['"x", "a-1"', '"a-1"', true],
    ["*", '"a-1"', true],
    ['"a-2"', '"a-1"', false],
    ['"a-1-br"', '"a-1"', false],
    ["", '"a-1"', false],
    [undefined, '"a-1"', false],
  ])("If-None-Match %j against %s → %s", (header, etag, match) => {
    expect(etagMatches(header, etag)).toBe(match);
  });
});
