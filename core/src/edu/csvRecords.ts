/** A record of a CSV text: the line it starts on (from 1) and its cells, quotes removed. */
export interface CsvRecord {
  readonly line: number;
  readonly cells: readonly string[];
}

/** Cell separators a school's files use: spreadsheets paste tabs, some locales save semicolons. */
export type CsvDelimiter = "," | ";" | "\t";

/**
 * The delimiter of a text, read from its first non-blank line: a tab (text pasted from a
 * spreadsheet), else a semicolon (CSV saved where the comma is the decimal mark, as in Vietnam),
 * else a comma.
 */
export const csvDelimiterOf = (text: string): CsvDelimiter => {
  const first = text.split(/\r\n|\n|\r/).find((line) => line.trim() !== "") ?? "";
  if (first.includes("\t")) return "\t";
  return first.includes(";") ? ";" : ",";
};

/**
 * The records of a CSV text as RFC 4180 reads them: a cell in double quotes may hold the
 * delimiter, line breaks and doubled quotes; records end at CRLF, LF or a lone CR. It never
 * refuses a text: an unclosed quote runs to the end, and a quote inside an unquoted cell is
 * kept as it is, since people type names, not CSV.
 */
export const csvRecords = (text: string, delimiter: CsvDelimiter = ","): CsvRecord[] => {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = "";
  let inQuotes = false;
  let line = 1;
  let recordLine = 1;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    const lineEnd = char === "\n" || (char === "\r" && text[i + 1] !== "\n");
    if (inQuotes) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') inQuotes = false;
      else {
        cell += char;
        if (lineEnd) line += 1;
      }
    } else if (char === '"' && cell.trim() === "") {
      // Spaces before an opening quote are padding, not part of the name.
      cell = "";
      inQuotes = true;
    } else if (char === delimiter) {
      cells.push(cell);
      cell = "";
    } else if (char === "\r" || char === "\n") {
      if (!lineEnd) continue; // the CR of a CRLF: the LF ends the record
      cells.push(cell);
      records.push({ line: recordLine, cells });
      cells = [];
      cell = "";
      line += 1;
      recordLine = line;
    } else cell += char;
  }
  if (cells.length > 0 || cell !== "" || inQuotes)
    records.push({ line: recordLine, cells: [...cells, cell] });
  return records;
};
