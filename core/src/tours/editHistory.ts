/**
 * The editor's undo history: earlier documents, the latest last. `lastKey` names the kind of the
 * latest change (typing in one field), so a run of such changes undoes as one.
 */
export interface EditHistory<T> {
  readonly past: readonly T[];
  readonly lastKey?: string | undefined;
}

/** How many changes the editor can undo. */
export const EDIT_HISTORY_LIMIT = 50;

/** An empty history. */
export const emptyHistory = <T>(): EditHistory<T> => ({ past: [] });

/**
 * Records the document as it was before a change; the oldest entries fall off past `limit`. A
 * change with the same `key` as the one before (the next keystroke in the same field) records
 * nothing: undo then goes back to before the whole run.
 */
export const recordEdit = <T>(
  history: EditHistory<T>,
  before: T,
  limit = EDIT_HISTORY_LIMIT,
  key?: string,
): EditHistory<T> => {
  if (key !== undefined && key === history.lastKey && history.past.length > 0) return history;
  return { past: [...history.past, before].slice(-Math.max(1, limit)), lastKey: key };
};

/** Undoes the last change: the document to go back to and the shorter history; null when none. */
export const undoEdit = <T>(
  history: EditHistory<T>,
): { readonly document: T; readonly history: EditHistory<T> } | null => {
  const document = history.past[history.past.length - 1];
  if (document === undefined) return null;
  return { document, history: { past: history.past.slice(0, -1) } };
};
