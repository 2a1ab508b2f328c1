import { describe, expect, it } from "vitest";
import { planChange, remainingShare } from "./proration";

const day = 86_400_000;
const start = new Date("2026-11-01T00:00:00Z");
const end = new Date(start.getTime() + 30 * day);
const period = { start, end };
const at = (days: number) => new Date(start.getTime() + days * day);

describe("remainingShare", () => {
  it("runs from the whole period at its start to nothing at its end", () => {
    expect(remainingShare(period, at(0))).toBe(1);
    expect(remainingShare(period, at(15))).toBe(0.5);
    expect(remainingShare(period, at(30))).toBe(0);
  });

  it("counts a period not yet begun whole and one that is over as nothing", () => {
    expect(remainingShare(period, at(-3))).toBe(1);
    expect(remainingShare(period, at(45))).toBe(0);
    expect(remainingShare({ start, end: start }, at(0))).toBe(0);
  });
});

describe("planChange", () => {
  it("charges an upgrade the difference for the rest of the period, in whole won", () => {
    // PRO 19,900 → BUSINESS 99,000 with 10 of 30 days left: 79,100 / 3 = 26,366.67 → 26,367.
    expect(
      planChange({ currentPrice: 19_900, newPrice: 99_000, currency: "KRW", period }, at(20)),
    ).toEqual({ kind: "upgrade", amount: 26_367, effectiveAt: at(20) });
  });

  it("rounds dollars to cents", () => {
    // $15 → $79 with 7 of 30 days left: 6,400 cents × 7/30 = 1,493.33 → $14.93.
    expect(
      planChange({ currentPrice: 15, newPrice: 79, currency: "USD", period }, at(23)).amount,
    ).toBe(14.93);
    // $8 → $15.5 with 1 of 3 left: 750 cents / 3 = 250 → $2.50, no binary leftovers.
    const short = { start, end: at(3) };
    expect(
      planChange({ currentPrice: 8, newPrice: 15.5, currency: "USD", period: short }, at(2)).amount,
    ).toBe(2.5);
  });

  it("charges the whole difference at the period's start and at least one minor unit at its end", () => {
    expect(
      planChange({ currentPrice: 0, newPrice: 19_900, currency: "KRW", period }, at(0)).amount,
    ).toBe(19_900);
    expect(
      planChange({ currentPrice: 15, newPrice: 79, currency: "USD", period }, at(30)).amount,
    ).toBe(0.01);
  });

  it("lets a downgrade wait for the period's end, charging nothing", () => {
    expect(
      planChange({ currentPrice: 99_000, newPrice: 19_900, currency: "KRW", period }, at(5)),
    ).toEqual({ kind: "downgrade", amount: 0, effectiveAt: end });
  });

  it("changes nothing between equal prices", () => {
    expect(planChange({ currentPrice: 15, newPrice: 15, currency: "USD", period }, at(5))).toEqual({
      kind: "same",
      amount: 0,
      effectiveAt: at(5),
    });
  });
});
