/*
 * A small in-memory cache for values read on every request of a hot path (a tile's content type,
 * whether a row owns a public file): at most `maxEntries`, the oldest written dropped first, and
 * each entry forgotten `ttlMs` after it was written when a lifetime is given.
 */

/** A bounded cache of `V` by string key. */
export interface BoundedCache<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  delete(key: string): void;
  /** Forgets every entry. */
  clear(): void;
  readonly size: number;
}

/** Options of {@link createBoundedCache}. */
export interface BoundedCacheOptions {
  readonly maxEntries: number;
  /** How long an entry holds; forever (until evicted) when absent. */
  readonly ttlMs?: number;
  /** The clock, in milliseconds. */
  readonly now?: () => number;
}

/** Creates a cache; a Map keeps insertion order, so its first key is the oldest written. */
export const createBoundedCache = <V>(options: BoundedCacheOptions): BoundedCache<V> => {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: V; until: number }>();
  return {
    get: (key) => {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      if (entry.until <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set: (key, value) => {
      entries.delete(key);
      entries.set(key, {
        value,
        until: options.ttlMs === undefined ? Infinity : now() + options.ttlMs,
      });
      if (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
    },
    delete: (key) => {
      entries.delete(key);
    },
    clear: () => {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
};
