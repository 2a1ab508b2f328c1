import { describe, expect, it } from "vitest";
import { orderCurrency, renewalCurrency } from "./chargeCurrency";

describe("orderCurrency", () => {
  it("takes the currency asked for, else USD for PayPal and KRW for a card", () => {
    expect(orderCurrency("card", undefined)).toBe("KRW");
    expect(orderCurrency("paypal", undefined)).toBe("USD");
    expect(orderCurrency("card", "USD")).toBe("USD");
    // Asked for explicitly, KRW on PayPal is kept so the pricing refuses it by name.
    expect(orderCurrency("paypal", "KRW")).toBe("KRW");
  });
});

describe("renewalCurrency", () => {
  it("charges a renewal on PayPal in USD and keeps a card's currency", () => {
    expect(renewalCurrency("paypal", "KRW")).toBe("USD");
    expect(renewalCurrency("card", "KRW")).toBe("KRW");
    expect(renewalCurrency("card", "USD")).toBe("USD");
  });
});
