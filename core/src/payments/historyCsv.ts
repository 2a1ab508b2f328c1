import type { PaymentHistoryItem } from "../contract/entities/paymentHistory";
import type { PaymentsLanguage } from "../contract/enums";
import { paymentStatusLabel } from "./messages";
import { plainAmount } from "./minorUnits";

/** Options of {@link paymentHistoryCsv}. */
export interface PaymentHistoryCsvOptions {
  /** The language of the `statusLabel` column; the other columns are the same in every language. */
  readonly language: PaymentsLanguage;
}

/**
 * A cell and how it is written: `text` is free text a person or the provider typed (an order
 * name, a card name), which a spreadsheet must never run; `value` is ours (codes, amounts, dates).
 */
type Cell = { readonly text: string | null } | { readonly value: string | null };

interface Column {
  readonly header: string;
  readonly cell: (item: PaymentHistoryItem, options: PaymentHistoryCsvOptions) => Cell;
}

/** The columns, in order; headers are the JSON field names so scripts read both alike. */
const COLUMNS: readonly Column[] = [
  { header: "merchantUid", cell: (p) => ({ text: p.merchantUid }) },
  { header: "orderName", cell: (p) => ({ text: p.orderName }) },
  { header: "amount", cell: (p) => ({ value: plainAmount(p.amount, p.currency) }) },
  { header: "currency", cell: (p) => ({ value: p.currency }) },
  { header: "status", cell: (p) => ({ value: p.status }) },
  { header: "statusLabel", cell: (p, o) => ({ text: paymentStatusLabel(p.status, o.language) }) },
  { header: "paymentType", cell: (p) => ({ value: p.paymentType }) },
  { header: "payMethod", cell: (p) => ({ value: p.payMethod }) },
  { header: "cardName", cell: (p) => ({ text: p.cardName }) },
  { header: "createdAt", cell: (p) => ({ value: p.createdAt }) },
  { header: "paidAt", cell: (p) => ({ value: p.paidAt }) },
];

/** Characters a spreadsheet reads as the start of a formula (or, tab and CR, skips to one). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Spreadsheets (Excel, LibreOffice, Google Sheets) run a cell that starts with `=`, `+`, `-` or
 * `@` as a formula, so an order name such as `=HYPERLINK("http://evil","Refund")` would act in
 * the buyer's sheet (CSV injection, OWASP). A leading apostrophe makes the spreadsheet show the
 * text as text; it is the one change made to what was typed.
 */
const neutralised = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** RFC 4180: a field with a comma, a quote or a line break is quoted, its quotes doubled. */
const field = (text: string): string =>
  /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;

const written = (cell: Cell): string => {
  if ("text" in cell) return cell.text === null ? "" : field(neutralised(cell.text));
  return cell.value === null ? "" : field(cell.value);
};

const CRLF = "\r\n";

/**
 * The payment history as an RFC 4180 CSV file: a header row, then one record per payment in the
 * order given, every record ended by CRLF. Amounts are plain digits in major units with the
 * currency's decimals (`19900` won, `14.50` dollars) beside a `currency` column; instants are
 * ISO 8601 UTC as the API gives them; a missing value is an empty field. Free-text fields that
 * start like a spreadsheet formula get a leading apostrophe. With no payments, the header alone.
 */
export const paymentHistoryCsv = (
  items: readonly PaymentHistoryItem[],
  options: PaymentHistoryCsvOptions,
): string => {
  const header = COLUMNS.map((c) => c.header).join(",");
  const records = items.map((item) => COLUMNS.map((c) => written(c.cell(item, options))).join(","));
  return [header, ...records].map((record) => `${record}${CRLF}`).join("");
};
