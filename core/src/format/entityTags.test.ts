import { describe, expect, it } from "vitest";
import { digestEntityTag, etagMatches, fileEntityTag } from "./entityTags";

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

describe("fileEntityTag", () => {
  it("changes with the size and with the modification time, and matches itself", () => {
    const tag = fileEntityTag(2048, 1_700_000_000_123.7);
    expect(tag).toBe('W/"800-18bcfe5687b"');
    expect(fileEntityTag(2049, 1_700_000_000_123)).not.toBe(tag);
    expect(fileEntityTag(2048, 1_700_000_000_124)).not.toBe(tag);
    expect(etagMatches(tag, tag)).toBe(true);
  });
});

describe("digestEntityTag", () => {
  it("is a weak tag of the digest, matched by the strong form too", () => {
    expect(digestEntityTag("abc")).toBe('W/"abc"');
    expect(etagMatches('"abc"', digestEntityTag("abc"))).toBe(true);
  });
});
