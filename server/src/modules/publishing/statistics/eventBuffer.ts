/** Options of {@link createEventBuffer}. */
export interface EventBufferOptions<T> {
  /** Writes one batch; a batch that fails is dropped (statistics are not worth a backlog). */
  readonly write: (batch: readonly T[]) => Promise<void>;
  /** A failed batch, with its size. */
  readonly onError: (error: unknown, lost: number) => void;
  /** Events per write, and the count that starts a write at once. */
  readonly batchSize?: number;
  /** The longest an event waits for its write when few come. */
  readonly flushMs?: number;
  /** Events held at most; more are dropped until the database catches up. */
  readonly maxPending?: number;
}

/** A small in-memory batch of events written off the request path. */
export interface EventBuffer<T> {
  /** Adds an event; never waits and never throws. */
  readonly push: (event: T) => void;
  /** Writes every held event; resolves when they are written (or dropped on failure). */
  readonly flush: () => Promise<void>;
  /** Events held now. */
  readonly pending: () => number;
}

/**
 * Events gathered in memory and written in batches of `batchSize` (500), at the latest
 * `flushMs` (1 s) after the first of a batch arrived, so a page view costs an array push and
 * the database sees one insert per batch. Writes run one at a time. Events still held when the
 * process dies are lost: at most one second of counting.
 */
export const createEventBuffer = <T>(options: EventBufferOptions<T>): EventBuffer<T> => {
  const batchSize = options.batchSize ?? 500;
  const flushMs = options.flushMs ?? 1000;
  const maxPending = options.maxPending ?? 50_000;
  let held: T[] = [];
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();

  const writeHeld = async () => {
    while (held.length > 0) {
      const batch = held.slice(0, batchSize);
      held = held.slice(batch.length);
      await options.write(batch).catch((error: unknown) => options.onError(error, batch.length));
    }
  };

  const flush = (): Promise<void> => {
    if (timer !== null) {
      clearTimeout(timer);
      timer = null;
    }
    writing = writing.then(writeHeld);
    return writing;
  };

  return {
    push: (event) => {
      if (held.length >= maxPending) return;
      held.push(event);
      if (held.length >= batchSize) void flush();
      else if (timer === null) {
        timer = setTimeout(() => void flush(), flushMs);
        timer.unref();
      }
    },
    flush,
    pending: () => held.length,
  };
};
