import { type CopyMap, copyPath } from "@orbis/core/tours";
import type { Deps } from "../../deps";
import type { StoredRow } from "../storage";
import { createLimiter } from "./tiling/limiter";

const PARALLEL_COPIES = 8;

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
  // Several at once: each copy waits for its fsyncs (local store), which the disk serves together.
  const copies = createLimiter(PARALLEL_COPIES);
  const copyOne = (key: string) =>
    copies.run(async () => {
      const to = copyPath(key, map);
      if (await deps.files.copy(key, to)) written.push(to);
    });
  try {
    for (const row of rows) {
      const keys = row.isPrefix ? await deps.files.list(row.key) : [row.key];
      const done = await Promise.allSettled(keys.map(copyOne));
      const failed = done.find((r) => r.status === "rejected");
      if (failed !== undefined) throw failed.reason;
    }
  } catch (error) {
    await undo();
    throw error;
  }
  return { undo };
};
