import { describe, expect, it } from "vitest";
import { checkoutReturn, withoutCheckoutReturn } from "./checkoutReturn";

describe("checkoutReturn", () => {
  it("reads a payment that went through", () => {
    expect(checkoutReturn(new URLSearchParams("paymentId=pay_1&plan=pro"))).toEqual({
      merchantUid: "pay_1",
      failure: null,
    });
  });
  it("reads a failure with the provider's words, or its code when it gave none", () => {
    expect(
      checkoutReturn(new URLSearchParams("paymentId=pay_1&code=FAILURE_TYPE_PG&message=Cancelled")),
    ).toEqual({ merchantUid: "pay_1", failure: "Cancelled" });
    expect(checkoutReturn(new URLSearchParams("paymentId=pay_1&code=FAILURE_TYPE_PG"))).toEqual({
      merchantUid: "pay_1",
      failure: "FAILURE_TYPE_PG",
    });
  });
  it("is null without a payment id", () => {
    expect(checkoutReturn(new URLSearchParams("plan=pro"))).toBeNull();
    expect(checkoutReturn(new URLSearchParams("paymentId=%20"))).toBeNull();
  });
});

describe("withoutCheckoutReturn", () => {
  it("keeps the page's own query and drops the provider's", () => {
    const rest = withoutCheckoutReturn(
      new URLSearchParams("plan=pro&paymentId=p&code=c&message=m"),
    );
    expect(rest.toString()).toBe("plan=pro");
  });
});
