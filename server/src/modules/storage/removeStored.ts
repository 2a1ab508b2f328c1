import type { Deps } from "../../deps";

/** Removes stored objects and prefixes from the file store, after their ledger rows went. */
export const removeStored = async (
  deps: Deps,
  rows: readonly { key: string; isPrefix: boolean }[],
): Promise<void> => {
  for (const row of rows) {
    if (row.isPrefix) await deps.files.removePrefix(row.key);
    else await deps.files.remove(row.key);
  }
};
