import { describe, expect, it } from "vitest";
import type { PaymentRequest, PortOneCheckout } from "../contract/entities/payment";
import { AppError } from "../errors/AppError";
import {
  type PortOnePaymentResponse,
  portoneCheckoutOutcome,
  portonePaymentRequest,
} from "./portoneCheckout";

const portone: PortOneCheckout = { storeId: "store-1", channelKey: "channel-card" };
const answer: PaymentRequest & { portone: PortOneCheckout } = {
  pg: "channel-card",
  payMethod: "card",
  merchantUid: "ord_1",
  orderName: "Storage 100 GB · 1 month",
  amount: 14.5,
  currency: "USD",
  buyerEmail: "ada@example.com",
  buyerName: "Ada",
  noticeUrl: "https://orbis.example/pay/payments/notice",
  digital: true,
  portone,
};
const back = "https://orbis.example/mypage/usage";

describe("portonePaymentRequest", () => {
  it("asks for the server's order by card, in cents, coming back to the page", () => {
    expect(portonePaymentRequest(answer, back)).toEqual({
      storeId: "store-1",
      channelKey: "channel-card",
      paymentId: "ord_1",
      orderName: "Storage 100 GB · 1 month",
      totalAmount: 1450,
      currency: "USD",
      payMethod: "CARD",
      card: {},
      customer: { email: "ada@example.com", fullName: "Ada" },
      redirectUrl: back,
      noticeUrls: ["https://orbis.example/pay/payments/notice"],
    });
  });

  it.each([
    ["won as they are", { amount: 19_900, currency: "KRW" as const }, 19_900],
    ["dollars in cents, rounded half up", { amount: 1.005, currency: "USD" as const }, 101],
  ])("counts %s", (_, money, minor) => {
    expect(portonePaymentRequest({ ...answer, ...money }, back).totalAmount).toBe(minor);
  });

  it("pays PayPal on the PayPal channel the server named, and leaves out an unknown buyer", () => {
    const paypal = { ...answer, payMethod: "paypal" as const, buyerEmail: null, buyerName: null };
    const request = portonePaymentRequest(
      { ...paypal, portone: { ...portone, channelKey: "channel-paypal" } },
      back,
    );
    expect(request).toMatchObject({
      channelKey: "channel-paypal",
      payMethod: "PAYPAL",
      paypal: {},
    });
    expect(request).not.toHaveProperty("card");
    expect(request).not.toHaveProperty("customer");
  });
});

describe("portoneCheckoutOutcome", () => {
  it.each<[string, PortOnePaymentResponse | undefined, string, unknown]>([
    ["nothing: PortOne is redirecting", undefined, "/mypage/usage", { kind: "redirecting" }],
    [
      "paid without leaving the page",
      { paymentId: "ord_1" },
      "/mypage/usage",
      { kind: "returned", path: "/mypage/usage?paymentId=ord_1" },
    ],
    [
      "paid, on a page with its own query",
      { paymentId: "ord_1", code: "" },
      "/payment?plan=pro",
      { kind: "returned", path: "/payment?plan=pro&paymentId=ord_1" },
    ],
  ])("%s", (_, response, returnPath, outcome) => {
    expect(portoneCheckoutOutcome(response, "ord_1", returnPath)).toEqual(outcome);
  });

  it.each<[string, PortOnePaymentResponse, number]>([
    [
      "the buyer closed the window",
      {
        code: "FAILURE_TYPE_PG",
        pgCode: "PAY_PROCESS_CANCELED",
        message: "사용자가 결제를 취소하였습니다",
      },
      120020,
    ],
    ["the buyer cancelled", { code: "USER_CANCEL", message: "Cancelled" }, 120020],
    [
      "the card company refused",
      { code: "FAILURE_TYPE_PG", pgCode: "CARD_DECLINED", message: "거절" },
      120021,
    ],
    [
      "PortOne refused the request",
      { code: "ChannelNotFound", message: "no such channel" },
      120021,
    ],
  ])("throws the catalogue's refusal when %s", (_, response, code) => {
    let thrown: unknown;
    try {
      portoneCheckoutOutcome(response, "ord_1", "/mypage/usage");
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({
      code,
      details: { provider: "portone", code: response.code, message: response.message },
    });
  });
});
