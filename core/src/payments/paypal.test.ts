import { describe, expect, it } from "vitest";
import type { PaymentRequest } from "../contract/entities/payment";
import { paymentRequestFields } from "./paymentRequestFields";
import { payPalButtonFields, payPalStatusText } from "./paypal";

const answer: PaymentRequest = {
  pg: "sandbox",
  payMethod: "paypal",
  merchantUid: "m_1",
  orderName: "PRO plan",
  amount: 12.5,
  currency: "USD",
  buyerEmail: "a@b.co",
  buyerName: "Ann",
  noticeUrl: "/pay/webhook",
  digital: true,
};

describe("payPalStatusText", () => {
  it.each([
    ["cust_1", "en", "Payment method selection completed!"],
    [null, "en", "Payment method not selected"],
    [undefined, "en", "Payment method not selected"],
    ["  ", "en", "Payment method not selected"],
    ["cust_1", "ko", "결제 수단 선택 완료!"],
    ["", "vi", "Chưa chọn phương thức thanh toán"],
  ] as const)("%j in %s → %j", (uid, language, text) => {
    expect(payPalStatusText(uid, language)).toBe(text);
  });

  it("speaks English by default", () => {
    expect(payPalStatusText("c")).toBe("Payment method selection completed!");
  });
});

describe("payPalButtonFields", () => {
  it("copies the server's answer and makes one product line by default", () => {
    expect(payPalButtonFields(answer, "channel-1")).toEqual({
      channelKey: "channel-1",
      buyerEmail: "a@b.co",
      amount: 12.5,
      merchantUid: "m_1",
      orderName: "PRO plan",
      currency: "USD",
      products: [{ id: "m_1", name: "PRO plan", amount: 12.5, quantity: 1 }],
      buyerName: "Ann",
    });
  });

  it("keeps given product lines", () => {
    const products = [{ id: "p", name: "Seat", amount: 6.25, quantity: 2 }];
    expect(payPalButtonFields(answer, "k", products).products).toBe(products);
  });
});

describe("paymentRequestFields", () => {
  const base = {
    pg: "sandbox",
    payMethod: "paypal",
    merchantUid: "m_1",
    orderName: "PRO plan",
    amount: 12.5,
    buyerEmail: "a@b.co",
    buyerName: "Ann",
    noticeUrl: "/pay/webhook",
    digital: true,
  };
  it.each([
    ["no options", {}, base],
    ["a typed email", { buyerEmail: " typed@b.co " }, { ...base, buyerEmail: "typed@b.co" }],
    ["a blank typed email", { buyerEmail: " " }, base],
    [
      "a redirect",
      { redirectUrl: "https://orbis.test/payment" },
      { ...base, redirectUrl: "https://orbis.test/payment" },
    ],
  ])("with %s", (_label, options, expected) => {
    expect(paymentRequestFields(answer, options)).toEqual(expected);
  });

  it("never carries the currency or anything the product does not list", () => {
    expect(Object.keys(paymentRequestFields(answer)).sort()).toEqual(Object.keys(base).sort());
  });
});
