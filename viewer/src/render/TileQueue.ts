/*
 * The download queue of a scene's images. What is wanted changes every time the view moves, so
 * the queue is replaced wholesale by `want()`: requests still waiting and no longer wanted are
 * dropped, those in flight finish (their tile will be wanted again soon, most likely).
 */

/** One image the renderer wants, lower `priority` first. */
export interface Wanted {
  readonly key: string;
  readonly url: string;
  readonly priority: number;
}

/** Loads a url into something; may reject. */
export type Loader<T> = (url: string, signal: AbortSignal) => Promise<T>;

/** A priority download queue with a fixed number of requests in flight. */
export class TileQueue<T> {
  private waiting: Wanted[] = [];
  private readonly inFlight = new Set<string>();
  private readonly failed = new Set<string>();
  private controller = new AbortController();

  constructor(
    private readonly load: Loader<T>,
    private readonly onLoad: (key: string, value: T) => void,
    private readonly concurrency = 6,
  ) {}

  /** Replaces what is wanted; `have` tells which keys are already loaded. */
  want(list: readonly Wanted[], have: (key: string) => boolean): void {
    this.waiting = list
      .filter((w) => !have(w.key) && !this.inFlight.has(w.key) && !this.failed.has(w.key))
      .sort((a, b) => a.priority - b.priority);
    this.pump();
  }

  /** True when loading `key` failed (for this scene). */
  hasFailed(key: string): boolean {
    return this.failed.has(key);
  }

  /** Number of requests waiting or in flight. */
  get pending(): number {
    return this.waiting.length + this.inFlight.size;
  }

  /** Drops everything: waiting requests, and the answers of those in flight. */
  clear(): void {
    this.controller.abort();
    this.controller = new AbortController();
    this.waiting = [];
    this.inFlight.clear();
    this.failed.clear();
  }

  private pump(): void {
    while (this.inFlight.size < this.concurrency) {
      const next = this.waiting.shift();
      if (next === undefined) return;
      this.start(next);
    }
  }

  private start({ key, url }: Wanted): void {
    const { signal } = this.controller;
    this.inFlight.add(key);
    this.load(url, signal).then(
      (value) => {
        if (signal.aborted) return;
        this.inFlight.delete(key);
        this.onLoad(key, value);
        this.pump();
      },
      () => {
        if (signal.aborted) return;
        // A missing tile stays missing for this scene: the blurrier levels cover for it.
        this.inFlight.delete(key);
        this.failed.add(key);
        this.pump();
      },
    );
  }
}
