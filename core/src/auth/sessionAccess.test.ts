import { describe, expect, it } from "vitest";
import { type SessionFacts, SUPERSEDED, sessionAccess } from "./sessionAccess";

describe("sessionAccess", () => {
  const active: SessionFacts = { exists: true, revokedReason: null, accountActive: true };
  it.each<[string, SessionFacts, number]>([
    ["an active session of an active account", active, 0],
    ["a missing session", { ...active, exists: false }, 10401],
    ["a session replaced by a newer login", { ...active, revokedReason: SUPERSEDED }, 50002],
    [
      "a replaced session of a deactivated account",
      { exists: true, revokedReason: SUPERSEDED, accountActive: false },
      50002,
    ],
    ["a signed-out session", { ...active, revokedReason: "signed-out" }, 10401],
    [
      "a session ended by refresh-token reuse",
      { ...active, revokedReason: "refresh-reuse" },
      10401,
    ],
    ["an active session of a deactivated account", { ...active, accountActive: false }, 50001],
  ])("answers %s with %i", (_name, facts, code) => {
    expect(sessionAccess(facts)).toBe(code);
  });
});
