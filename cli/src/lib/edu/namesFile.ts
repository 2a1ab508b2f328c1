import { readFile } from "node:fs/promises";
import { GROUP_USERS_MAX_PER_CALL } from "@orbis/core/contract";
import {
  type StudentNameRow,
  studentNameKey,
  studentNameProblems,
  studentNamesFromText,
} from "@orbis/core/edu";
import { usageError } from "../errors";

/** Reads the names file, or all of stdin for `-`. */
export const readNamesFile = async (
  path: string,
  stdin: NodeJS.ReadableStream = process.stdin,
): Promise<Uint8Array> => {
  if (path !== "-") return readFile(path);
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

/**
 * The text of a names file: UTF-8 (with or without a BOM), or UTF-16 with its BOM (Excel's
 * "Unicode text"). Anything else is refused rather than guessed: Excel in Korea saves plain
 * "CSV" in CP949, and a wrong guess would create students named in mojibake.
 */
export const namesText = (bytes: Uint8Array, source: string): string => {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes);
  try {
    // ignoreBOM keeps a UTF-8 BOM in the text, where core's reader expects and skips it.
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw usageError(
      `${source} is not UTF-8 text. Save it as "CSV UTF-8" (Excel) or as UTF-8 text, then try again.`,
    );
  }
};

/** Most problem rows a refusal lists one by one; a longer list ends with a count. */
const LISTED_PROBLEMS = 20;

const REASON: Readonly<Record<NonNullable<StudentNameRow["problem"]>, string>> = {
  duplicate: "is already in the file",
  tooLong: "is longer than a student name may be (50 characters)",
  unstorable: "holds characters that cannot be stored",
};

const listing = (lines: readonly string[]): string => {
  const shown = lines.slice(0, LISTED_PROBLEMS).map((line) => `  ${line}`);
  const more = lines.length - LISTED_PROBLEMS;
  return [...shown, ...(more > 0 ? [`  … and ${more} more`] : [])].join("\n");
};

/**
 * The names to create from a names file's text, checked against the group's students: every
 * problem row is named (line, name, why) in one refusal, so the file can be fixed in one go and
 * nothing is created from a file with a mistake in it. A file of more names than one call may
 * create is refused too: the server creates each call all or none, and several calls could not
 * be undone together when a later one fails.
 */
export const namesToCreate = (
  text: string,
  source: string,
  existingAliases: readonly string[],
): string[] => {
  const rows = studentNamesFromText(text);
  if (rows.length === 0)
    throw usageError(`${source} holds no student names (one name per line, in the first column).`);
  const firstLine = new Map<string, number>();
  for (const row of rows)
    if (!firstLine.has(studentNameKey(row.name))) firstLine.set(studentNameKey(row.name), row.line);
  const taken = new Set(
    studentNameProblems(
      rows.map((row) => row.name),
      existingAliases,
    )
      .filter((clash) => clash.problem === "taken")
      .map((clash) => clash.index),
  );
  const problems = rows.flatMap((row, index) => {
    const shown = `line ${row.line}: "${row.name}"`;
    if (row.problem === "duplicate")
      return [`${shown} ${REASON.duplicate} (line ${firstLine.get(studentNameKey(row.name))})`];
    if (row.problem !== null) return [`${shown} ${REASON[row.problem]}`];
    return taken.has(index) ? [`${shown} is already a student of this group`] : [];
  });
  if (problems.length > 0)
    throw usageError(
      `Nothing was created: ${problems.length} of the ${rows.length} names in ${source} cannot be used.\n${listing(problems)}`,
    );
  if (rows.length > GROUP_USERS_MAX_PER_CALL)
    throw usageError(
      `Nothing was created: ${source} holds ${rows.length} names, and at most ${GROUP_USERS_MAX_PER_CALL} students are created at once. Split the file and run the command once per part.`,
    );
  return rows.map((row) => row.name);
};
