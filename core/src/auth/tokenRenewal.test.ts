import { describe, expect, it } from "vitest";
import { msUntilRenewal, TOKEN_RENEWAL_LEAD_MS } from "./tokenRenewal";

describe("msUntilRenewal", () => {
  const now = Date.UTC(2026, 0, 1);
  const exp = (msFromNow: number) => (now + msFromNow) / 1000;

  it("is due one lead before the token expires", () => {
    expect(TOKEN_RENEWAL_LEAD_MS).toBe(60_000);
    expect(msUntilRenewal(exp(15 * 60_000), now)).toBe(14 * 60_000);
  });

  it("is due at once within the lead, and for a token already past", () => {
    expect(msUntilRenewal(exp(TOKEN_RENEWAL_LEAD_MS), now)).toBe(0);
    expect(msUntilRenewal(exp(10_000), now)).toBe(0);
    expect(msUntilRenewal(exp(-10_000), now)).toBe(0);
  });
});
