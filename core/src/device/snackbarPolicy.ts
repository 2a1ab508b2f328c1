/** What the snackbar policy reads of a message. */
export interface SnackbarKinded {
  /**
   * Messages of one kind stand for the same thing, so a newer one makes the older ones stale:
   * e.g. `upload-refused` for every refused file, or the text itself when the caller names none.
   */
  readonly kind: string;
}

/**
 * The general snackbar's line after `incoming` arrives (issue 14): one message per failure,
 * shown at once, the newest replacing older ones of its kind. `line` starts with the message on
 * show. The newcomer goes first, on show at once; every older message of its kind leaves; the
 * message it interrupted waits right behind it, ahead of those that were waiting already, so a
 * different message is cut short but not lost.
 */
export const admitSnackbarMessage = <T extends SnackbarKinded>(
  line: readonly T[],
  incoming: T,
): T[] => [incoming, ...line.filter((message) => message.kind !== incoming.kind)];

/**
 * The kind of a message whose caller named none: its text, so the same words raised twice in a
 * row (a repeated save, the same refusal) show once, for a fresh full time.
 */
export const snackbarKindOf = (text: string, kind?: string): string => kind ?? `text:${text}`;
