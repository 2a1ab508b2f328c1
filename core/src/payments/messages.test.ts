import { describe, expect, it } from "vitest";
import { paymentStatusSchema, paymentsLanguageSchema } from "../contract/enums";
import { paymentStatusLabel, paymentsMessages } from "./messages";

type Tree = { readonly [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ""): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );

describe("paymentsMessages", () => {
  it.each([
    ["PENDING", "결제 대기", "Awaiting payment"],
    ["RESERVE", "주문 예약", "Order reserved"],
    ["RESERVE_FAIL", "주문 예약 실패", "Order reservation failed"],
    ["PAID", "상품 지급 대기", "Awaiting item delivery"],
    ["PROVIDE_ITEM_FAIL", "상품 지급 실패", "Item delivery failed"],
    ["COMPLETE", "결제 완료", "Payment complete"],
    ["REFUND_REQUEST", "환불 요청", "Refund requested"],
    ["REFUND_COMPLETE", "환불 완료", "Refund complete"],
    ["SCHEDULED", "결제 예정", "Payment scheduled"],
  ] as const)("labels %s", (status, ko, en) => {
    expect(paymentStatusLabel(status, "ko")).toBe(ko);
    expect(paymentStatusLabel(status, "en")).toBe(en);
    expect(paymentStatusLabel(status, "vi")).not.toBe("");
  });

  it.each([
    ["field.required", "Please fill out this field."],
    ["field.format", "Match the requested format."],
    ["terms.mandatory", "Please agree to the mandatory terms."],
    ["paypal.selected", "Payment method selection completed!"],
    ["paypal.notSelected", "Payment method not selected"],
    ["paypal.required", "Please register your PayPal payment method."],
    ["modal.paymentTitle", "Payment"],
    ["modal.methodTitle", "Payment method"],
    ["modal.complete", "Complete"],
    ["money.free", "Free"],
  ])("English %s is the product's %j", (key, text) => {
    expect(Object.fromEntries(leaves(paymentsMessages.en))[key]).toBe(text);
  });

  it("holds the Korean not-initialised message", () => {
    expect(paymentsMessages.ko.errors.notInitialised).toBe("결제 모듈이 초기화되지 않았습니다.");
  });

  it.each(paymentsLanguageSchema.options)(
    "%s has every key, each a non-empty string",
    (language) => {
      const keys = leaves(paymentsMessages.ko).map(([key]) => key);
      const own = leaves(paymentsMessages[language]);
      expect(own.map(([key]) => key)).toEqual(keys);
      for (const [, text] of own) expect(text.trim()).not.toBe("");
      for (const status of paymentStatusSchema.options)
        expect(paymentsMessages[language].status[status]).toBeTruthy();
    },
  );

  it("translates the Vietnamese labels apart from one another", () => {
    const labels = Object.values(paymentsMessages.vi.status);
    expect(new Set(labels).size).toBe(labels.length);
  });
});
