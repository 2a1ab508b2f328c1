import { describe, expect, it } from "vitest";
import type { OrderQuote } from "../contract/entities/payment";
import { quoteView } from "./quoteView";

const upgrade: OrderQuote = {
  orderName: "Business",
  changeKind: "upgrade",
  subtotal: 79_100,
  discount: 0,
  amount: 79_100,
  currency: "KRW",
  from: "20261126",
  to: "20261220",
  chargedAt: "2026-11-26T10:00:00.000Z",
};

describe("quoteView", () => {
  it("shows an upgrade's prorated amount as charged now, for the rest of the period", () => {
    const view = quoteView(upgrade, "en");
    expect(view).toMatchObject({
      kind: "upgrade",
      totalText: "79,100 KRW",
      chargedNow: true,
      discountText: null,
    });
    expect(view.from.toISOString()).toBe("2026-11-26T00:00:00.000Z");
    expect(view.to.toISOString()).toBe("2026-12-20T00:00:00.000Z");
  });

  it("shows a downgrade as charged when it takes effect, at the period's end", () => {
    const view = quoteView(
      {
        ...upgrade,
        changeKind: "downgrade",
        amount: 15,
        subtotal: 15,
        currency: "USD",
        chargedAt: "2026-12-20T00:00:00.000Z",
      },
      "en",
    );
    expect(view.chargedNow).toBe(false);
    expect(view.startsAt.toISOString()).toBe("2026-12-20T00:00:00.000Z");
    expect(view.totalText).toBe("$15.00");
  });

  it("writes a coupon's part and a free order in the language", () => {
    const view = quoteView({ ...upgrade, discount: 79_100, amount: 0 }, "ko");
    expect(view.discountText).toBe("79,100₩");
    expect(view.totalText).toBe("무료");
  });
});
