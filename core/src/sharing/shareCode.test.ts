import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  formatShareCode,
  newShareCode,
  normaliseShareCode,
  SHARE_CODE_ALPHABET,
  SHARE_CODE_LENGTH,
} from "./shareCode";

describe("share codes", () => {
  it("draws codes of the alphabet only, none with look-alike characters", () => {
    for (let i = 0; i < 200; i += 1) {
      const code = newShareCode((n) => randomBytes(n));
      expect(code).toHaveLength(SHARE_CODE_LENGTH);
      expect(code).toMatch(/^[2-9A-HJKMNP-Z]+$/);
    }
    expect(SHARE_CODE_ALPHABET).not.toMatch(/[01OIL]/);
  });

  it("skips bytes that would favour the first characters", () => {
    // 248 and above would wrap onto the first letters; a source giving only those then 0..7
    // must still give the unbiased characters.
    let call = 0;
    const code = newShareCode((n) => {
      call += 1;
      return call === 1 ? new Uint8Array(n).fill(250) : Uint8Array.from({ length: n }, (_, i) => i);
    });
    expect(code).toBe("23456789");
  });

  it("reads typed codes whatever their case, spaces and dashes", () => {
    expect(normaliseShareCode(" abcd-efgh ")).toBe("ABCDEFGH");
    expect(normaliseShareCode("AB CD EF GH")).toBe("ABCDEFGH");
  });

  it("refuses what cannot be a code", () => {
    expect(normaliseShareCode("ABCDEFG")).toBeNull();
    expect(normaliseShareCode("ABCDEFGO")).toBeNull();
    expect(normaliseShareCode("ABCD1FGH")).toBeNull();
    expect(normaliseShareCode("ABCDEFGHJ")).toBeNull();
  });

  it("shows codes in two groups of four", () => {
    expect(formatShareCode("ABCDEFGH")).toBe("ABCD-EFGH");
    expect(normaliseShareCode(formatShareCode("K7Q2ZPMN"))).toBe("K7Q2ZPMN");
  });
});
