import type { PaymentHistoryItem } from "../contract/entities/paymentHistory";
import type { PaymentsLanguage } from "../contract/enums";
import { csvField, csvRecords } from "../format/csv";
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

const written = (cell: Cell): string =>
  "text" in cell ? csvField(cell.text, "text") : csvField(cell.value, "value");

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
  const header = COLUMNS.map((c) => c.header);
  const records = items.map((item) => COLUMNS.map((c) => written(c.cell(item, options))));
  return csvRecords([header, ...records], false);
};
