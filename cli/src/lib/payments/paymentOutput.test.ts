import type { PaymentHistoryItem, Receipt } from "@orbis/core/contract";
import { langCodeOf } from "@orbis/core/i18n";
import { describe, expect, it } from "vitest";
import { renderFields, renderTable } from "../output/table";
import { paymentsLanguageOf } from "./paymentHistory";
import { paymentColumns, receiptFields } from "./paymentOutput";

const payment: PaymentHistoryItem = {
  merchantUid: "m_1",
  orderName: "Orbis Pro",
  amount: 19_900,
  currency: "KRW",
  status: "COMPLETE",
  paymentType: "REGULAR",
  payMethod: "card",
  cardName: "Shinhan",
  createdAt: "2025-03-01T09:30:12Z",
  paidAt: null,
  refundable: false,
  refundRefusal: 120010,
};

const receipt: Receipt = {
  ...payment,
  amountText: "19,900 KRW",
  buyerName: null,
  buyerEmail: "buyer@example.com",
  receiptUrl: "/pay/receipts/m_1",
};

describe("payments language", () => {
  it.each([
    ["ko", "ko", "KO"],
    ["en", "en", "EN"],
    ["vi", "vi", "VI"],
    ["ja", "en", "EN"],
  ] as const)("shows payments of a %s CLI in %s (langCode %s)", (cli, payments, code) => {
    expect(paymentsLanguageOf(cli)).toBe(payments);
    expect(langCodeOf(paymentsLanguageOf(cli))).toBe(code);
  });
});

describe("payment columns", () => {
  it("prints the amount and the status in the CLI's language", () => {
    const rows = (language: "en" | "ko" | "ja") =>
      renderTable(paymentColumns(language), [payment]).split("\n");
    expect(rows("en")[0]).toMatch(/^DATE\s+MERCHANT UID\s+ORDER\s+AMOUNT\s+STATUS\s+METHOD$/);
    expect(rows("en")[2]).toMatch(
      /^2025-03-01 09:30Z\s+m_1\s+Orbis Pro\s+19,900 KRW\s+Payment complete\s+Card \(Shinhan\)$/,
    );
    expect(rows("ko")[2]).toContain("19,900₩  결제 완료");
    // Japanese money formats exist; the payments texts do not, so the label is English.
    expect(rows("ja")[2]).toContain("₩19,900  Payment complete");
  });

  it("names PayPal, and a card without a name", () => {
    const methods = renderTable(paymentColumns("en"), [
      { ...payment, payMethod: "paypal", cardName: null },
      { ...payment, merchantUid: "m_2", cardName: null },
    ]);
    expect(methods).toMatch(/PayPal$/m);
    expect(methods).toMatch(/Card$/m);
  });
});

describe("receipt fields", () => {
  it("labels every value, dashes what is missing, and makes the receipt page absolute", () => {
    expect(renderFields(receiptFields(receipt, "en", "https://orbis.example"))).toBe(
      [
        "Merchant UID  m_1",
        "Order         Orbis Pro",
        "Amount        19,900 KRW",
        "Status        Payment complete",
        "Type          Recurring",
        "Method        Card (Shinhan)",
        "Created       2025-03-01 09:30Z",
        "Paid          —",
        "Buyer         —",
        "Buyer email   buyer@example.com",
        "Receipt page  https://orbis.example/pay/receipts/m_1",
      ].join("\n"),
    );
  });

  it("keeps a receipt page on the provider's site as it is", () => {
    const fields = receiptFields(
      {
        ...receipt,
        receiptUrl: "https://receipt.provider.example/r/1",
        currency: "USD",
        amount: 9.9,
      },
      "vi",
      "https://orbis.example",
    );
    expect(Object.fromEntries(fields)).toMatchObject({
      Amount: "$9.90",
      "Receipt page": "https://receipt.provider.example/r/1",
    });
  });
});
