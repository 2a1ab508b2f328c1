import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { yyyymmddSchema } from "./calendarDay";
import {
  orderPaperSchema,
  payMethodInfoSchema,
  paymentRequestSchema,
  prepareGoodsBodySchema,
  regularPrepareBodySchema,
} from "./payment";
import {
  PAYMENT_HISTORY_DEFAULTS,
  paymentHistoryPageSchema,
  paymentHistoryQuerySchema,
  receiptSchema,
  scheduledPaymentSchema,
} from "./paymentHistory";

const at = "2024-05-01T09:30:00Z";
const item = {
  merchantUid: "m1",
  orderName: "PRO monthly",
  amount: 9900,
  currency: "KRW",
  status: "COMPLETE",
  paymentType: "REGULAR",
  payMethod: "card",
  cardName: "Shinhan",
  createdAt: at,
  paidAt: at,
  refundable: true,
  refundRefusal: null,
};
const request = {
  pg: "sandbox",
  payMethod: "card",
  merchantUid: "m1",
  orderName: "PRO monthly",
  amount: 9900,
  currency: "KRW",
  buyerEmail: "ana@example.com",
  buyerName: "Ana",
  noticeUrl: "https://orbis.example.com/pay/webhook",
  digital: true,
};
const regular = {
  goodsCodes: ["PRO-M"],
  appId: "orbis",
  buyerEmail: "ana@example.com",
  buyerName: "Ana",
};

describe("payment entities accept", () => {
  it.each<[string, z.ZodType, unknown]>([
    ["a provider request", paymentRequestSchema, request],
    ["goods codes", prepareGoodsBodySchema, { goodsCodes: ["PRO-M", "OPTION-STORAGE"] }],
    ["a regular order", regularPrepareBodySchema, regular],
    [
      "a regular order with a phone",
      regularPrepareBodySchema,
      { ...regular, buyerTel: "+82 10-1234-5678" },
    ],
    [
      "an order paper",
      orderPaperSchema,
      { orderName: "PRO", from: "20240501", to: "20240531", amount: 9.99, currency: "USD" },
    ],
    [
      "a PayPal method",
      payMethodInfoSchema,
      {
        paymentsMethodsId: "p1",
        payMethod: "paypal",
        cardName: "paypal",
        maskedNumber: null,
        isDefault: false,
        createdAt: at,
      },
    ],
    [
      "a history page",
      paymentHistoryPageSchema,
      { list: [item], total: 1, pageNo: 1, pageSize: 30 },
    ],
    [
      "a receipt",
      receiptSchema,
      { ...item, amountText: "9,900₩", buyerName: "Ana", buyerEmail: null, receiptUrl: null },
    ],
    [
      "a scheduled payment",
      scheduledPaymentSchema,
      {
        merchantUid: "m2",
        orderName: "PRO",
        amount: 9900,
        currency: "KRW",
        scheduledAt: at,
        status: "SCHEDULED",
      },
    ],
  ])("%s", (_label, schema, value) => {
    expect(schema.safeParse(value).error).toBeUndefined();
  });
});

describe("payment entities reject", () => {
  it.each<[string, z.ZodType, unknown]>([
    ["a negative amount", paymentRequestSchema, { ...request, amount: -1 }],
    ["a currency other than KRW and USD", paymentRequestSchema, { ...request, currency: "EUR" }],
    ["no goods", prepareGoodsBodySchema, { goodsCodes: [] }],
    [
      "a regular order without buyer",
      regularPrepareBodySchema,
      { goodsCodes: ["PRO-M"], appId: "orbis" },
    ],
    ["letters in a phone number", regularPrepareBodySchema, { ...regular, buyerTel: "call me" }],
    [
      "an unknown status",
      receiptSchema,
      { ...item, status: "DONE", buyerName: null, buyerEmail: null, receiptUrl: null },
    ],
    [
      "a page number of 0",
      paymentHistoryPageSchema,
      { list: [], total: 0, pageNo: 0, pageSize: 30 },
    ],
  ])("%s", (_label, schema, value) => {
    expect(schema.safeParse(value).success).toBe(false);
  });

  it.each([
    ["20240501", true],
    ["20241231", true],
    ["20241301", false],
    ["20240532", false],
    ["2024-05-01", false],
    ["240501", false],
  ])("reads %s as YYYYMMDD: %s", (day, ok) => {
    expect(yyyymmddSchema.safeParse(day).success).toBe(ok);
  });

  it("accepts every real calendar day written YYYYMMDD", () => {
    const day = fc.date({
      min: new Date("1900-01-01"),
      max: new Date("2199-12-31"),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(day, (d) => {
        const text = d.toISOString().slice(0, 10).replaceAll("-", "");
        expect(yyyymmddSchema.safeParse(text).success).toBe(true);
      }),
    );
  });
});

describe("payment history query", () => {
  it.each([
    [{}, PAYMENT_HISTORY_DEFAULTS],
    [
      { pageNo: "3", pageSize: "10" },
      { pageNo: 3, pageSize: 10 },
    ],
  ])("reads %j as %j", (query, expected) => {
    expect(paymentHistoryQuerySchema.parse(query)).toEqual(expected);
  });

  it("defaults to page 1 of 30 (docs/product/limits.md)", () => {
    expect(PAYMENT_HISTORY_DEFAULTS).toEqual({ pageNo: 1, pageSize: 30 });
  });

  it.each([[{ pageNo: "0" }], [{ pageSize: "101" }], [{ pageNo: "x" }]])("refuses %j", (query) => {
    expect(paymentHistoryQuerySchema.safeParse(query).success).toBe(false);
  });
});
