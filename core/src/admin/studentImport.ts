import { GROUP_USERS_MAX_PER_CALL } from "../contract/entities/edu";
import {
  type StudentNameProblem,
  studentNameProblems,
  studentNamesFromText,
} from "../edu/studentNames";

/** Why a row of a student import cannot be created: the name's own problem, or a classmate has it. */
export type StudentImportProblem = StudentNameProblem | "taken";

/** A row of the import preview: the name, the line it came from, and what is wrong with it. */
export interface StudentImportRow {
  readonly line: number;
  readonly name: string;
  readonly problem: StudentImportProblem | null;
}

/**
 * Whether an import may be sent: `empty` without names, `problems` while any row is bad,
 * `tooMany` past what one create call takes (it is all or none), else `ready`.
 */
export type StudentImportVerdict = "empty" | "problems" | "tooMany" | "ready";

/**
 * The preview of pasting or uploading names into a group whose students are called
 * `existingAliases`: each name as core's {@link studentNamesFromText} reads it (BOM, blank
 * lines, a heading, NFC), its own problem first, else `taken` when a student of the group
 * already has it (compared as the server compares, so the server would refuse it: 140004).
 */
export const studentImportRows = (
  text: string,
  existingAliases: readonly string[],
): StudentImportRow[] => {
  const rows = studentNamesFromText(text);
  const clashes = new Map(
    studentNameProblems(
      rows.map((row) => row.name),
      existingAliases,
    ).map((clash) => [clash.index, clash.problem]),
  );
  return rows.map((row, index) => {
    if (row.problem !== null) return row;
    return clashes.get(index) === "taken" ? { ...row, problem: "taken" } : row;
  });
};

/** Whether the preview's rows may become students in one call; see {@link StudentImportVerdict}. */
export const studentImportVerdict = (rows: readonly StudentImportRow[]): StudentImportVerdict => {
  if (rows.length === 0) return "empty";
  if (rows.some((row) => row.problem !== null)) return "problems";
  return rows.length > GROUP_USERS_MAX_PER_CALL ? "tooMany" : "ready";
};
