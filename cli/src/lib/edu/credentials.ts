import { type FileHandle, open, rm } from "node:fs/promises";
import { resolve } from "node:path";
import type { GroupUser, GroupUserCredentials, Language } from "@orbis/core/contract";
import { STUDENT_CSV_HEADINGS, studentListCsv } from "@orbis/core/edu";
import { usageError } from "../errors";
import type { Column } from "../output/table";

/** The columns of the credentials `edu students create` prints once. */
export const credentialColumns: readonly Column<GroupUserCredentials>[] = [
  { header: "NAME", value: (s) => s.userAlias },
  { header: "LOGIN ID", value: (s) => s.loginId },
  { header: "ONE-TIME PASSWORD", value: (s) => s.password },
];

/** The columns of students without passwords (when the passwords went to a file). */
export const studentColumns: readonly Column<GroupUser>[] = [
  { header: "NAME", value: (s) => s.userAlias },
  { header: "LOGIN ID", value: (s) => s.loginId },
];

/** A student as printed once the password is in a file: everything but the password. */
export const withoutPassword = ({ password: _, ...student }: GroupUserCredentials): GroupUser =>
  student;

/**
 * The credentials sheet: core's student list file with its password column, headed in the
 * CLI's language, with a BOM so spreadsheet programs read Korean names correctly.
 */
export const credentialsCsv = (
  students: readonly GroupUserCredentials[],
  language: Language,
): string => studentListCsv(students, STUDENT_CSV_HEADINGS[language]);

/** A credentials file opened before the students exist, so their passwords always have a home. */
export interface CredentialsFile {
  readonly path: string;
  write(text: string): Promise<void>;
  /** Removes the still empty file when the students could not be created. */
  discard(): Promise<void>;
}

/**
 * Creates the credentials file, readable by its owner only (0600). An existing file is refused,
 * not overwritten: it may be the only copy of earlier passwords, and an existing file would keep
 * its own, possibly wider, permissions.
 */
export const openCredentialsFile = async (output: string): Promise<CredentialsFile> => {
  const path = resolve(output);
  let handle: FileHandle;
  try {
    handle = await open(path, "wx", 0o600);
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "EEXIST")
      throw usageError(
        `${path} already exists: choose another --output (it may hold earlier passwords)`,
      );
    throw error;
  }
  return {
    path,
    write: async (text) => {
      await handle.writeFile(text, "utf8");
      await handle.close();
    },
    discard: async () => {
      await handle.close();
      await rm(path, { force: true });
    },
  };
};
