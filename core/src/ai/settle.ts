import type { AiImageStatus } from "../contract/enums";
import { isAiImageStatus, isInProgress } from "./status";

/** What the poller needs of an AI image: its id, and its status when the list carries one. */
export interface AiImageRef {
  readonly id: string | number;
  readonly status?: AiImageStatus | string | null;
}

/** The pending list split by the working list of one poll. */
export interface SettledPending<T extends AiImageRef> {
  /** Still in the working list with an in-progress status. */
  readonly stillPending: T[];
  /** Gone from the working list or final there; whether they completed is asked separately. */
  readonly finished: T[];
}

// Ids compare as text: one list may send 7 where another sends "7".
const idKey = (image: AiImageRef): string => String(image.id);

const stillWorking = (image: AiImageRef): boolean =>
  !isAiImageStatus(image.status) || isInProgress(image.status);

/**
 * Splits the pending images by the in-progress (working) list: an image stays pending while the
 * working list holds it with an in-progress status (or with no status at all, as the list itself
 * means "working"); otherwise it has finished.
 */
export const settlePending = <T extends AiImageRef>(
  pending: readonly T[],
  working: readonly AiImageRef[],
): SettledPending<T> => {
  const workingIds = new Set(working.filter(stillWorking).map(idKey));
  const stillPending: T[] = [];
  const finished: T[] = [];
  for (const image of pending) (workingIds.has(idKey(image)) ? stillPending : finished).push(image);
  return { stillPending, finished };
};

/** `pending` without the images whose ids are in `remove`. */
export const withoutImages = <T extends AiImageRef>(
  pending: readonly T[],
  remove: readonly AiImageRef[],
): T[] => {
  const ids = new Set(remove.map(idKey));
  return pending.filter((image) => !ids.has(idKey(image)));
};
