import { USER_ALIAS_MAX_LENGTH } from "../contract/entities/edu";
import { unstorableTextReason } from "../contract/entities/storableText";
import { csvDelimiterOf, csvRecords } from "./csvRecords";

/** Why a name of a pasted or uploaded list cannot become a student. */
export type StudentNameProblem = "duplicate" | "tooLong" | "unstorable";

/** A name read from a list, with the line it was on and what is wrong with it, if anything. */
export interface StudentNameRow {
  readonly line: number;
  readonly name: string;
  readonly problem: StudentNameProblem | null;
}

/**
 * A name as stored: NFC, so a Korean name typed on a Mac (decomposed jamo) and on Windows is
 * the same text, and trimmed.
 */
export const normaliseStudentName = (name: string): string => name.normalize("NFC").trim();

/**
 * What two names are compared by: the stored form, case and runs of spaces ignored, so
 * `Kim  Minji` and `kim minji` are one student twice.
 */
export const studentNameKey = (name: string): string =>
  normaliseStudentName(name).replace(/\s+/gu, " ").toLowerCase();

// Headings a first row may carry instead of a name, in the console's four languages.
const HEADINGS = new Set(
  [
    "name",
    "names",
    "alias",
    "user alias",
    "useralias",
    "student",
    "student name",
    "이름",
    "학생",
    "학생 이름",
    "학생이름",
    "별명",
    "tên",
    "họ tên",
    "họ và tên",
    "tên học sinh",
    "名前",
    "氏名",
    "生徒名",
  ].map(studentNameKey),
);

/**
 * The column a list's first row heads as its names (`이름`, `Name`, `Tên`, `名前`, …), or -1 when
 * none of its cells is such a heading.
 */
export const nameHeadingColumn = (cells: readonly string[]): number =>
  cells.findIndex((cell) => HEADINGS.has(studentNameKey(cell)));

/** Whether a record holds nothing but blank cells: a blank line, or `,,` for an empty row. */
export const isBlankRecord = (cells: readonly string[]): boolean =>
  cells.every((cell) => cell.trim() === "");

/**
 * The names of a pasted text or an uploaded CSV file, one row per name: a UTF-8 BOM, blank
 * lines (and rows with an empty name cell, which spreadsheets write for empty rows) are skipped.
 * The first non-blank row is a heading, not a name, when one of its cells reads like `name`/
 * `이름`/`alias`: that cell's column holds the names (a school's file may lead with a number);
 * without a heading the names are the first column. Problems are per row, so a preview can mark
 * them: text the database cannot hold, a name longer than an alias may be, or a name already
 * earlier in the list.
 */
export const studentNamesFromText = (text: string): StudentNameRow[] => {
  const body = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const records = csvRecords(body, csvDelimiterOf(body)).filter(
    (record) => !isBlankRecord(record.cells),
  );
  // Only the first row may be a heading: a later "Name" is a student's name.
  const headed = nameHeadingColumn(records[0]?.cells ?? []);
  const column = Math.max(headed, 0);
  const rows: StudentNameRow[] = [];
  const seen = new Set<string>();
  for (const record of headed >= 0 ? records.slice(1) : records) {
    const name = normaliseStudentName(record.cells[column] ?? "");
    if (name === "") continue;
    const key = studentNameKey(name);
    let problem: StudentNameProblem | null = null;
    if (unstorableTextReason(name) !== null) problem = "unstorable";
    else if (name.length > USER_ALIAS_MAX_LENGTH) problem = "tooLong";
    else if (seen.has(key)) problem = "duplicate";
    seen.add(key);
    rows.push({ line: record.line, name, problem });
  }
  return rows;
};

/** A name of a create call that would give a group two students of the same name. */
export interface StudentNameClash {
  /** Position in the call's list. */
  readonly index: number;
  /** `duplicate`: the same name earlier in the list; `taken`: a student of the group has it. */
  readonly problem: "duplicate" | "taken";
}

/**
 * The clashes of a create call's aliases, for the server to refuse the whole call (140004):
 * names repeated in the list, or held by the group's existing students, compared as
 * {@link studentNameKey} does. Empty when every name may be created.
 */
export const studentNameProblems = (
  aliases: readonly string[],
  existingAliases: readonly string[],
): StudentNameClash[] => {
  const taken = new Set(existingAliases.map(studentNameKey));
  const seen = new Set<string>();
  const clashes: StudentNameClash[] = [];
  aliases.forEach((alias, index) => {
    const key = studentNameKey(alias);
    if (taken.has(key)) clashes.push({ index, problem: "taken" });
    else if (seen.has(key)) clashes.push({ index, problem: "duplicate" });
    seen.add(key);
  });
  return clashes;
};
