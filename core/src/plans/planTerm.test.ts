import { describe, expect, it } from "vitest";
import { isPlanCurrent } from "./planTerm";

const now = new Date("2025-06-01T00:00:00Z");

describe("isPlanCurrent", () => {
  it.each<[string, Date | null, boolean]>([
    ["without an end", null, true],
    ["before its end", new Date("2025-06-01T00:00:01Z"), true],
    ["at its end", now, false],
    ["after its end", new Date("2025-05-01T00:00:00Z"), false],
  ])("a plan %s is current: %s", (_, expiresAt, current) => {
    expect(isPlanCurrent(expiresAt, now)).toBe(current);
  });
});
