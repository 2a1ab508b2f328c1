import { csvDelimiterOf, csvRecords } from "./csvRecords";
import { isBlankRecord, nameHeadingColumn, studentNamesFromText } from "./studentNames";

/**
 * What is wrong with an uploaded class file, said before any preview:
 * - `empty`: no bytes, or nothing but a BOM and blank lines;
 * - `binary`: not text at all (a picture, a spreadsheet's `.xlsx`, a PDF renamed `.csv`);
 * - `encoding`: text, but neither UTF-8 nor the legacy encoding the caller reads (EUC-KR);
 * - `headerOnly`: a heading row and no name under it;
 * - `noNameColumn`: several columns, none headed as the names (`이름`, `Name`, …), so which one
 *   holds them would be a guess.
 */
export type StudentFileProblem = "empty" | "binary" | "encoding" | "headerOnly" | "noNameColumn";

/** An uploaded class file read: its text for the preview, or what is wrong with it. */
export type StudentFileReading =
  | { readonly text: string; readonly problem: null }
  | { readonly text: null; readonly problem: StudentFileProblem };

/**
 * Decodes bytes in a legacy encoding, null when they are not valid in it. The console passes the
 * browser's `TextDecoder("euc-kr", { fatal: true })`: Excel in Korea saves "CSV" in it.
 */
export type LegacyDecoder = (bytes: Uint8Array) => string | null;

const TAB = 0x09;
const LF = 0x0a;
const FF = 0x0c;
const CR = 0x0d;
const SUB = 0x1a;

/**
 * Whether bytes are not text: a control byte no text file holds (NUL, and all below the space
 * but tab, line feed, form feed and carriage return), a DOS end-of-file mark at the very end
 * excepted. UTF-8 and EUC-KR never use these bytes inside a character, so one is enough.
 */
const isBinary = (bytes: Uint8Array): boolean =>
  bytes.some(
    (byte, index) =>
      byte < 0x20 &&
      byte !== TAB &&
      byte !== LF &&
      byte !== FF &&
      byte !== CR &&
      !(byte === SUB && index === bytes.length - 1),
  );

const utf8 = (bytes: Uint8Array): string | null => {
  try {
    // ignoreBOM keeps a BOM in the text, where the name reader expects and skips it.
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
};

/** The text of the bytes, or why they are none: UTF-16 with its BOM, UTF-8, else `legacy`. */
const decoded = (
  bytes: Uint8Array,
  legacy: LegacyDecoder | undefined,
): string | "binary" | "encoding" => {
  // Excel's "Unicode text" is UTF-16 with a BOM; its NUL bytes are the encoding, not binary.
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes);
  if (isBinary(bytes)) return "binary";
  return utf8(bytes) ?? legacy?.(bytes) ?? "encoding";
};

/**
 * Reads an uploaded class file (`.csv`/`.txt`) for the import preview: its bytes decoded (UTF-16
 * with a BOM, UTF-8 with or without one, else `legacy`, EUC-KR in the console) and checked as a
 * list of names, so a file that cannot give any is refused with its reason
 * ({@link StudentFileProblem}) instead of a preview of garbage or an empty list. A file of
 * several columns must head its names' column; a file of one column needs no heading. Rows with
 * problems (repeated names, too long) are the preview's to mark, not a reason here.
 */
export const readStudentFile = (bytes: Uint8Array, legacy?: LegacyDecoder): StudentFileReading => {
  const text = decoded(bytes, legacy);
  if (text === "binary" || text === "encoding") return { text: null, problem: text };
  const body = text.replace(/^\uFEFF/u, "");
  const first = csvRecords(body, csvDelimiterOf(body)).find(
    (record) => !isBlankRecord(record.cells),
  );
  if (first === undefined) return { text: null, problem: "empty" };
  const headed = nameHeadingColumn(first.cells) >= 0;
  // Unheaded, the names are the first column: anything beyond it makes that a guess.
  const beyondFirst = first.cells.slice(1).some((cell) => cell.trim() !== "");
  if (!headed && beyondFirst) return { text: null, problem: "noNameColumn" };
  if (studentNamesFromText(text).length === 0)
    return { text: null, problem: headed ? "headerOnly" : "empty" };
  return { text, problem: null };
};
