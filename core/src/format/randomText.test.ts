import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { randomText } from "./randomText";

describe("random text", () => {
  it("draws only the alphabet's characters, as many as asked", () => {
    for (let i = 0; i < 100; i += 1) {
      expect(randomText("abc", 12, (n) => randomBytes(n))).toMatch(/^[abc]{12}$/);
    }
  });

  it("drops bytes that would favour the first characters, asking for more when needed", () => {
    // With 3 characters, 255 is the one byte that would wrap onto "a" (255 % 3 === 0).
    let call = 0;
    const text = randomText("abc", 4, (n) => {
      call += 1;
      return call === 1 ? Uint8Array.from([255, 1, 255, 2, 255, 255, 255, 255]) : new Uint8Array(n);
    });
    expect(text).toBe("bcaa");
    expect(call).toBe(2);
  });

  it("spreads draws evenly over the alphabet", () => {
    const counts = new Map<string, number>();
    for (const char of randomText("abcde", 50_000, (n) => randomBytes(n))) {
      counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    for (const count of counts.values()) expect(Math.abs(count - 10_000)).toBeLessThan(600);
  });
});
