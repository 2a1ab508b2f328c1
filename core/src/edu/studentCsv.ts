import type { GroupUser } from "../contract/entities/edu";
import { csvField, csvRecords } from "../format/csv";

/** A cell of a CSV file: text, a number, or nothing. */
export type CsvCell = string | number | null;

/**
 * One cell as written: typed text is guarded against formulas, numbers are written as they are
 * (core's `csvField`).
 */
export const csvCell = (value: CsvCell): string =>
  typeof value === "number" ? csvField(String(value), "value") : csvField(value, "text");

/**
 * A CSV file spreadsheet programs open correctly: a UTF-8 BOM first (without it Excel reads
 * Korean names as mojibake), CRLF after every record, cells as {@link csvCell} writes them.
 */
export const csvText = (rows: readonly (readonly CsvCell[])[]): string =>
  csvRecords(
    rows.map((row) => row.map(csvCell)),
    true,
  );

/** A student as the list file shows them; `password` only right after creation or a reset. */
export type StudentCsvRow = Pick<
  GroupUser,
  "userAlias" | "loginId" | "licenceExpiresAt" | "lastLoginAt"
> & {
  readonly password?: string | undefined;
};

/** The column headings, translated by the caller into the instructor's language. */
export interface StudentCsvHeadings {
  readonly userAlias: string;
  readonly loginId: string;
  readonly password: string;
  readonly licenceExpiresAt: string;
  readonly lastLoginAt: string;
}

/** An instant's calendar date (`YYYY-MM-DD`) in a time zone, which spreadsheets read as a date. */
const calendarDate = (instant: string | null, timeZone: string): string | null =>
  instant === null
    ? null
    : new Intl.DateTimeFormat("en-CA", {
        timeZone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
      }).format(new Date(instant));

type Column = keyof StudentCsvHeadings;

const cellOf = (row: StudentCsvRow, column: Column, timeZone: string): CsvCell => {
  switch (column) {
    case "licenceExpiresAt":
    case "lastLoginAt":
      return calendarDate(row[column], timeZone);
    case "password":
      return row.password ?? null;
    default:
      return row[column];
  }
};

/**
 * The student list file of `POST /edu/group/{groupId}/user/download`: alias, login id, licence
 * expiry and last sign-in dates in `timeZone` (the school's; UTC when not known), and a password
 * column only when some row carries a fresh one-time password, so a credentials sheet can be
 * printed once.
 */
export const studentListCsv = (
  rows: readonly StudentCsvRow[],
  headings: StudentCsvHeadings,
  timeZone = "UTC",
): string => {
  const withPassword = rows.some((row) => row.password !== undefined);
  const columns: readonly Column[] = withPassword
    ? ["userAlias", "loginId", "password", "licenceExpiresAt", "lastLoginAt"]
    : ["userAlias", "loginId", "licenceExpiresAt", "lastLoginAt"];
  return csvText([
    columns.map((column) => headings[column]),
    ...rows.map((row) => columns.map((column) => cellOf(row, column, timeZone))),
  ]);
};
