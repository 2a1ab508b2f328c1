import { type CopyMap, copyPath } from "@orbis/core/tours";
import type { Deps } from "../../deps";
import type { StoredRow } from "../storage/storageLedger";

/**
 * Copies a tour's stored objects (a prefix copies every file under it) to the copy's keys.
 * Answers how to undo it, for when the copy's rows cannot be written.
 */
export const copyTourFiles = async (
  deps: Deps,
  rows: readonly StoredRow[],
  map: CopyMap,
): Promise<{ undo: () => Promise<void> }> => {
  const written: string[] = [];
  const undo = async () => {
    for (const key of written) await deps.files.remove(key);
  };
  try {
    for (const row of rows) {
      const keys = row.isPrefix ? await deps.files.list(row.key) : [row.key];
      for (const key of keys) {
        const to = copyPath(key, map);
        if (await deps.files.copy(key, to)) written.push(to);
      }
    }
  } catch (error) {
    await undo();
    throw error;
  }
  return { undo };
};
