import { describe, expect, it } from "vitest";
import type { PaymentHistoryItem } from "../contract/entities/paymentHistory";
import { paymentHistoryCsv } from "./historyCsv";

const HEADER =
  "merchantUid,orderName,amount,currency,status,statusLabel,paymentType,payMethod,cardName,createdAt,paidAt";

const payment = (over: Partial<PaymentHistoryItem> = {}): PaymentHistoryItem => ({
  merchantUid: "m_20250301_0001",
  orderName: "Orbis Pro 1 month",
  amount: 19_900,
  currency: "KRW",
  status: "COMPLETE",
  paymentType: "ONCE",
  payMethod: "card",
  cardName: "Shinhan",
  createdAt: "2025-03-01T09:30:00Z",
  paidAt: "2025-03-01T09:30:05Z",
  refundable: true,
  refundRefusal: null,
  ...over,
});

/**
 * An RFC 4180 reader, as a spreadsheet reads the file: records end at CRLF outside quotes,
 * quoted fields may hold commas, quotes (doubled) and line breaks.
 */
const readCsv = (csv: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  let i = 0;
  while (i < csv.length) {
    const c = csv[i];
    const next = csv[i + 1];
    i += 1;
    if (quoted && c === '"' && next === '"') {
      cell += '"';
      i += 1;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) cell += c;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && next === "\n") {
      rows.push([...row, cell]);
      row = [];
      cell = "";
      i += 1;
    } else cell += c;
  }
  expect(row.length + cell.length, "the file ends with CRLF").toBe(0);
  return rows;
};

/** The cells of a one-payment file's record. */
const cellsOf = (item: PaymentHistoryItem): string[] =>
  readCsv(paymentHistoryCsv([item], { language: "en" }))[1] ?? [];

describe("paymentHistoryCsv", () => {
  it("is the header alone, ended by CRLF, with no payments", () => {
    expect(paymentHistoryCsv([], { language: "en" })).toBe(`${HEADER}\r\n`);
  });

  it("writes one CRLF-ended record per payment, in the order given", () => {
    const csv = paymentHistoryCsv(
      [
        payment(),
        payment({
          merchantUid: "m_2",
          orderName: "Orbis Team",
          amount: 14.5,
          currency: "USD",
          status: "PENDING",
          paymentType: "REGULAR",
          payMethod: "paypal",
          cardName: null,
          paidAt: null,
        }),
      ],
      { language: "en" },
    );
    expect(csv).toBe(
      [
        HEADER,
        "m_20250301_0001,Orbis Pro 1 month,19900,KRW,COMPLETE,Payment complete,ONCE,card,Shinhan,2025-03-01T09:30:00Z,2025-03-01T09:30:05Z",
        "m_2,Orbis Team,14.50,USD,PENDING,Awaiting payment,REGULAR,paypal,,2025-03-01T09:30:00Z,",
        "",
      ].join("\r\n"),
    );
  });

  it("labels the status in the language asked for; the other columns stay the same", () => {
    const labels = (["en", "ko", "vi"] as const).map(
      (language) => readCsv(paymentHistoryCsv([payment()], { language }))[1],
    );
    expect(labels.map((cells) => cells?.[5])).toEqual([
      "Payment complete",
      "결제 완료",
      "Thanh toán hoàn tất",
    ]);
    const withoutLabel = labels.map((cells) => cells?.filter((_, i) => i !== 5));
    expect(new Set(withoutLabel.map((cells) => JSON.stringify(cells))).size).toBe(1);
  });

  it.each([
    [12_000, "KRW", "12000"],
    [1000.5, "KRW", "1001"],
    [0, "USD", "0.00"],
    [9.9, "USD", "9.90"],
    [1.005, "USD", "1.01"],
    [1_234_567.891, "USD", "1234567.89"],
  ] as const)("writes %d %s plainly as %s", (amount, currency, text) => {
    expect(cellsOf(payment({ amount, currency }))[2]).toBe(text);
  });

  it.each([
    ["a comma", "Pro, yearly", '"Pro, yearly"'],
    ["quotes", 'The "Pro" plan', '"The ""Pro"" plan"'],
    ["a line feed", "Pro\nyearly", '"Pro\nyearly"'],
    ["a CRLF", "Pro\r\nyearly", '"Pro\r\nyearly"'],
    ["Korean text", "오르비스 프로 1개월", "오르비스 프로 1개월"],
    ["Korean text with a comma", "프로, 연간", '"프로, 연간"'],
    ["a formula", "=1+2", "'=1+2"],
    [
      "a formula with quotes and a comma",
      '=HYPERLINK("http://x","Refund")',
      `"'=HYPERLINK(""http://x"",""Refund"")"`,
    ],
    ["a leading plus", "+82 plan", "'+82 plan"],
    ["a leading minus", "-5 discount", "'-5 discount"],
    ["a leading at", "@SUM(A1)", "'@SUM(A1)"],
    ["a leading tab", "\t=1", "'\t=1"],
    ["a formula sign inside", "Pro = best, +1", '"Pro = best, +1"'],
    ["an apostrophe already", "'quoted", "'quoted"],
  ])("keeps an order name with %s readable and inert", (_, orderName, written) => {
    const csv = paymentHistoryCsv([payment({ orderName })], { language: "en" });
    expect(csv).toBe(
      `${HEADER}\r\nm_20250301_0001,${written},19900,KRW,COMPLETE,Payment complete,ONCE,card,Shinhan,2025-03-01T09:30:00Z,2025-03-01T09:30:05Z\r\n`,
    );
    const read = readCsv(csv);
    expect(read).toHaveLength(2);
    expect(read[1]?.[1]?.replace(/^'(?=[=+\-@\t\r])/, "")).toBe(orderName);
  });

  it("neutralises a card name that starts like a formula, and leaves a missing one empty", () => {
    expect(cellsOf(payment({ cardName: "=cmd" }))[8]).toBe("'=cmd");
    expect(cellsOf(payment({ cardName: null }))[8]).toBe("");
  });

  it("leaves a missing paidAt empty and writes instants as the API gives them", () => {
    const cells = cellsOf(payment({ paidAt: null }));
    expect(cells[9]).toBe("2025-03-01T09:30:00Z");
    expect(cells[10]).toBe("");
  });
});
