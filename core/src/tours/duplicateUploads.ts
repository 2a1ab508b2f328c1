import { uploadFileNameSchema } from "../contract/entities/tourFiles";

/**
 * What happens to a picked file whose name the tour already has: `skip` leaves the scene as it
 * is, `replace` sends the file with `overwrite` so that scene gets the new image.
 */
export type DuplicateChoice = "skip" | "replace";

/** Most names one `GET /tours/{id}/layers/check-file` asks about. */
export const FILE_CHECK_MAX_NAMES = 100;

/**
 * The names of picked files to ask the server about, in groups of at most
 * {@link FILE_CHECK_MAX_NAMES}: each once, and only names the check accepts (a name too long
 * for it cannot be a scene's name either).
 */
export const fileCheckBatches = (names: readonly string[]): string[][] => {
  const asked = [...new Set(names)].filter((n) => uploadFileNameSchema.safeParse(n).success);
  const batches: string[][] = [];
  for (let i = 0; i < asked.length; i += FILE_CHECK_MAX_NAMES)
    batches.push(asked.slice(i, i + FILE_CHECK_MAX_NAMES));
  return batches;
};

/**
 * The picked names the tour already has, each once in pick order: those a scene was made from
 * (the server's check) and those an earlier pick still has on its way (`queued`), which the
 * server cannot know of yet.
 */
export const duplicateNames = (
  picked: readonly string[],
  checked: readonly { readonly fileName: string; readonly exists: boolean }[],
  queued: readonly string[] = [],
): string[] => {
  const known = new Set([...checked.filter((c) => c.exists).map((c) => c.fileName), ...queued]);
  return [...new Set(picked)].filter((name) => known.has(name));
};

/** What to send of a pick: each file with whether it replaces, and the names left out. */
export interface UploadPlan<F> {
  readonly send: readonly { readonly file: F; readonly overwrite: boolean }[];
  /** Duplicates the creator chose to skip (or left on the default), and repeats within the pick. */
  readonly skipped: readonly string[];
}

/**
 * The files of a pick to send once the creator has chosen per duplicate: a duplicate goes only
 * when its choice is `replace` (skipping is the default, so nothing goes twice by accident), and
 * a name picked twice goes once, the first file of that name.
 */
export const uploadPlan = <F extends { readonly name: string }>(
  files: readonly F[],
  duplicates: readonly string[],
  choices: ReadonlyMap<string, DuplicateChoice>,
): UploadPlan<F> => {
  const send: { file: F; overwrite: boolean }[] = [];
  const skipped: string[] = [];
  const seen = new Set<string>();
  for (const file of files) {
    if (seen.has(file.name)) {
      skipped.push(file.name);
      continue;
    }
    seen.add(file.name);
    const duplicate = duplicates.includes(file.name);
    if (duplicate && choices.get(file.name) !== "replace") skipped.push(file.name);
    else send.push({ file, overwrite: duplicate });
  }
  return { send, skipped };
};
