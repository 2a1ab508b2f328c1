// Spreadsheets (Excel, LibreOffice, Google Sheets) run a cell that starts with `=`, `+`, `-` or
// `@` as a formula (tab and CR skip to one), so typed text such as `=HYPERLINK(…)` would act in
// the reader's sheet (CSV injection, OWASP).
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One CSV field (RFC 4180: a field with a comma, a quote or a line break is quoted, its quotes
 * doubled). `text` is what a person typed and gets a leading `'` when it starts like a formula
 * (spreadsheets hide it and show the text as text); `value` is ours (codes, amounts, dates) and
 * is written as it is. Null is an empty field.
 */
export const csvField = (content: string | null, kind: "text" | "value"): string => {
  if (content === null) return "";
  const safe = kind === "text" && FORMULA_START.test(content) ? `'${content}` : content;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/**
 * Records of already written fields as CSV text: commas between fields, CRLF after every record
 * (RFC 4180). `bom` puts a UTF-8 byte order mark first, which spreadsheet programs need to read
 * non-Latin text (Korean names) correctly; scripts reading stdout are better without it.
 */
export const csvRecords = (records: readonly (readonly string[])[], bom: boolean): string =>
  `${bom ? "\uFEFF" : ""}${records.map((fields) => `${fields.join(",")}\r\n`).join("")}`;
