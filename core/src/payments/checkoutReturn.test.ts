import { describe, expect, it } from "vitest";
import {
  checkoutPayMethod,
  checkoutReturn,
  planCheckoutReturnPath,
  SANDBOX_PG,
  sandboxCheckoutPath,
  withoutCheckoutReturn,
} from "./checkoutReturn";

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

describe("sandboxCheckoutPath", () => {
  it("sends a sandbox order to the server's checkout page with the way back", () => {
    const path = sandboxCheckoutPath(
      { pg: SANDBOX_PG, merchantUid: "pay_1" },
      "/payment/yearly?plan=pro",
    );
    const url = new URL(path ?? "", "http://orbis.test");
    expect(url.pathname).toBe("/pay/sandbox/checkout");
    expect(url.searchParams.get("merchantUid")).toBe("pay_1");
    expect(url.searchParams.get("returnUrl")).toBe("/payment/yearly?plan=pro");
  });
  it("is null for another provider", () => {
    expect(sandboxCheckoutPath({ pg: "portone", merchantUid: "pay_1" }, "/payment")).toBeNull();
  });
});

describe("a plan checkout's return address", () => {
  it("names the plan and the way paid, which the page reads back", () => {
    const path = planCheckoutReturnPath("/payment/yearly", "pro", "paypal");
    expect(path).toBe("/payment/yearly?plan=pro&method=paypal");
    const query = new URL(path, "http://orbis.test").searchParams;
    expect(checkoutPayMethod(query)).toBe("paypal");
  });
  it("knows only card and PayPal", () => {
    expect(checkoutPayMethod(new URLSearchParams("method=card"))).toBe("card");
    expect(checkoutPayMethod(new URLSearchParams("method=cash"))).toBeNull();
    expect(checkoutPayMethod(new URLSearchParams("plan=pro"))).toBeNull();
  });
});
