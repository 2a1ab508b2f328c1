import { describe, expect, it } from "vitest";
import {
  canRenewCode,
  checkCode,
  isProofUsable,
  VERIFICATION_LIMITS,
  type VerificationState,
} from "./verificationRules";

const now = new Date("2026-01-01T10:00:00Z");
const later = new Date(now.getTime() + 60_000);
const fresh: VerificationState = {
  attempts: 0,
  expiresAt: later,
  verifiedAt: null,
  consumedAt: null,
};
const max = VERIFICATION_LIMITS.maxAttempts;

describe("checkCode", () => {
  it.each<[string, VerificationState, boolean, number]>([
    ["a right code in time", fresh, true, 0],
    ["a wrong code", fresh, false, 110004],
    ["the last allowed wrong code", { ...fresh, attempts: max - 1 }, false, 110006],
    ["a right code after too many wrong ones", { ...fresh, attempts: max }, true, 110006],
    ["a right code too late", { ...fresh, expiresAt: now }, true, 110005],
    ["a right code already used", { ...fresh, consumedAt: now }, true, 110005],
    ["a right code on the last attempt", { ...fresh, attempts: max - 1 }, true, 0],
  ])("answers %s with %i", (_name, state, matches, expected) => {
    expect(checkCode(state, matches, now)).toBe(expected);
  });
});

describe("isProofUsable", () => {
  it.each<[string, VerificationState, boolean]>([
    ["a confirmed, unused, unexpired proof", { ...fresh, verifiedAt: now }, true],
    ["an unconfirmed verification", fresh, false],
    ["a used proof", { ...fresh, verifiedAt: now, consumedAt: now }, false],
    ["an expired proof", { ...fresh, verifiedAt: now, expiresAt: now }, false],
  ])("%s → %s", (_name, state, expected) => {
    expect(isProofUsable(state, now)).toBe(expected);
  });
});

describe("canRenewCode", () => {
  it.each<[string, VerificationState & { renewals: number }, boolean]>([
    ["a pending verification", { ...fresh, renewals: 0 }, true],
    ["one renewed to the limit", { ...fresh, renewals: VERIFICATION_LIMITS.maxRenewals }, false],
    ["a confirmed one", { ...fresh, verifiedAt: now, renewals: 0 }, false],
    ["a used one", { ...fresh, consumedAt: now, renewals: 0 }, false],
  ])("%s → %s", (_name, state, expected) => {
    expect(canRenewCode(state)).toBe(expected);
  });
});
