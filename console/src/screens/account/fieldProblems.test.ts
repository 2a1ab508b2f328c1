import { describe, expect, it } from "vitest";
import { nameProblem } from "./nameProblem";
import { thumbnailProblem } from "./thumbnailProblem";

describe("nameProblem", () => {
  it.each([
    ["Ada", null],
    ["  Ada Lovelace  ", null],
    ["a".repeat(50), null],
    ["", "blank"],
    ["   ", "blank"],
    ["a".repeat(51), "tooLong"],
  ] as const)("%j → %s", (value, expected) => {
    expect(nameProblem(value)).toBe(expected);
  });
});

describe("thumbnailProblem", () => {
  const file = (bytes: number, type: string) =>
    new File([new Uint8Array(bytes)], "picture", { type });
  it.each([
    [1024, "image/png", null],
    [1024, "image/jpeg", null],
    [5 * 1024 * 1024, "image/webp", null],
    [5 * 1024 * 1024 + 1, "image/png", "tooLarge"],
    [1024, "image/gif", "wrongType"],
    [1024, "text/plain", "wrongType"],
    [6 * 1024 * 1024, "image/heic", "wrongType"],
  ] as const)("%d bytes of %s → %s", (bytes, type, expected) => {
    expect(thumbnailProblem(file(bytes, type))).toBe(expected);
  });
});
