import { AI_POLL_INTERVAL_MS } from "./constants";
import { type AiImageRef, settlePending, withoutImages } from "./settle";
import type { PollTimers } from "./timers";

/** The calls the poller makes, injected (the console passes its typed client). */
export interface AiImagePollerCalls<T extends AiImageRef> {
  /** `GET edu/ai-image/working/list`: the images still being made. */
  fetchWorking(): Promise<readonly AiImageRef[]>;
  /** `GET edu/ai-image/list/ids`: of the given ids, the images that are complete. */
  fetchCompleted(ids: readonly (string | number)[]): Promise<readonly T[]>;
  /** The pending list afresh, refetched after images finish. */
  fetchPending(): Promise<readonly T[]>;
}

/** Options of {@link createAiImagePoller}. */
export interface AiImagePollerOptions<T extends AiImageRef, H> {
  readonly timers: PollTimers<H>;
  readonly calls: AiImagePollerCalls<T>;
  /** Called once per poll that found completed images: show the AI snackbar. */
  readonly onComplete: (completed: readonly T[]) => void;
  /** Called when a poll fails: show the generic "An error occurred". */
  readonly onError: (error: unknown) => void;
  /** Called whenever the pending list changes, so a store can mirror it. */
  readonly onPendingChange?: (pending: readonly T[]) => void;
  /** Defaults to {@link AI_POLL_INTERVAL_MS}. */
  readonly intervalMs?: number;
}

/** A running AI image poller. */
export interface AiImagePoller<T extends AiImageRef> {
  /** Replaces the pending list: polling runs while it is non-empty and stops when it empties. */
  setPending(images: readonly T[]): void;
  /** Stops polling; an answer still on its way is ignored. */
  stop(): void;
  /** The current pending list. */
  readonly pending: readonly T[];
  /** True while a poll is scheduled or in flight. */
  readonly running: boolean;
}

/**
 * Polls the working list every {@link AI_POLL_INTERVAL_MS} while pending images exist (docs/product/states.md).
 * Finished images leave the pending list; those the server reports complete are announced with
 * `onComplete`, then the pending list is refetched. The next poll is scheduled only after the
 * current one settles, so slow answers never overlap. A failure is reported once per run of
 * consecutive failures (one snackbar, not one every 5 s) and polling goes on.
 */
export const createAiImagePoller = <T extends AiImageRef, H>(
  options: AiImagePollerOptions<T, H>,
): AiImagePoller<T> => {
  const { timers, calls, onComplete, onError, onPendingChange } = options;
  const intervalMs = options.intervalMs ?? AI_POLL_INTERVAL_MS;
  let pending: readonly T[] = [];
  let timer: { handle: H } | undefined;
  let inFlight = false;
  let failing = false;
  // Bumped by stop(): a poll that started in an older generation drops its results.
  let generation = 0;

  const update = (next: readonly T[]): void => {
    pending = next;
    onPendingChange?.(next);
  };

  const schedule = (): void => {
    if (timer || inFlight || pending.length === 0) return;
    timer = { handle: timers.setTimeout(() => void poll(), intervalMs) };
  };

  const pollOnce = async (current: () => boolean): Promise<void> => {
    const working = await calls.fetchWorking();
    const { finished } = settlePending(pending, working);
    if (!current() || finished.length === 0) return;
    const completed = await calls.fetchCompleted(finished.map((image) => image.id));
    if (!current()) return;
    update(withoutImages(pending, finished));
    if (completed.length > 0) onComplete(completed);
    const refetched = await calls.fetchPending();
    if (current()) update(refetched);
  };

  const poll = async (): Promise<void> => {
    timer = undefined;
    inFlight = true;
    const started = generation;
    const current = (): boolean => started === generation;
    try {
      await pollOnce(current);
      if (current()) failing = false;
    } catch (error) {
      if (current() && !failing) onError(error);
      if (current()) failing = true;
    } finally {
      if (current()) {
        inFlight = false;
        schedule();
      }
    }
  };

  const stop = (): void => {
    generation += 1;
    inFlight = false;
    failing = false;
    if (timer) timers.clearTimeout(timer.handle);
    timer = undefined;
  };

  return {
    setPending(images) {
      update(images);
      if (images.length === 0) stop();
      else schedule();
    },
    stop,
    get pending() {
      return pending;
    },
    get running() {
      return timer !== undefined || inFlight;
    },
  };
};
