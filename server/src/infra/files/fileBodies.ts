import type { FoundObject } from "./fileStore";

/*
 * The bytes of small files the local store has read, kept in memory: a viewer asks for dozens of
 * tiles at once and the same tiles again for each visitor, and opening, reading and closing each
 * file was most of what serving one cost. At most `maxBytes` in all, the oldest written dropped
 * first. The store drops a key whenever it writes or removes it.
 */

/** A file's bytes and what a stat of it says. */
export interface CachedFile {
  readonly body: Buffer;
  readonly object: FoundObject;
}

/** The cache: bounded by the bytes it holds. */
export interface FileBodies {
  get(key: string): CachedFile | undefined;
  set(key: string, value: CachedFile): void;
  delete(key: string): void;
  /** Drops every key under a prefix (`tours/t1/`). */
  deletePrefix(prefix: string): void;
  readonly bytes: number;
}

/** Creates a cache holding at most `maxBytes` of file bodies. */
export const createFileBodies = (maxBytes: number): FileBodies => {
  const entries = new Map<string, CachedFile>();
  let bytes = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (entry === undefined) return;
    entries.delete(key);
    bytes -= entry.body.length;
  };
  return {
    get: (key) => entries.get(key),
    set: (key, value) => {
      if (value.body.length > maxBytes) return;
      drop(key);
      entries.set(key, value);
      bytes += value.body.length;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
    },
    delete: drop,
    deletePrefix: (prefix) => {
      for (const key of [...entries.keys()]) if (key.startsWith(prefix)) drop(key);
    },
    get bytes() {
      return bytes;
    },
  };
};
