import type { Readable } from "node:stream";

/** What a stored object is. */
export interface StoredObject {
  readonly bytes: number;
  readonly contentType: string;
}

/**
 * An object as a read or a stat finds it: with when it was last written (what a public file's
 * validator is made of, so a client's copy can be confirmed without sending it again).
 */
export interface FoundObject extends StoredObject {
  readonly modifiedAt: Date;
}

/** An object being read: what a stat says, and its bytes as a stream. */
export interface ReadObject extends FoundObject {
  readonly stream: Readable;
  /** The same bytes at once, when the store holds them in memory (small files it has read). */
  readonly body?: Buffer;
}

/** An object as a listing shows it: its key, size and when it was last written. */
export interface ListedObject {
  readonly key: string;
  readonly bytes: number;
  readonly modifiedAt: Date;
}

/** Bytes to store: in memory, a stream, or a local file (moved or streamed by the store). */
export type PutBody =
  | { readonly buffer: Uint8Array }
  | { readonly stream: Readable }
  | { readonly path: string };

/**
 * Where Orbis keeps files (docs/architecture.md#parts-that-must-be-real): a directory by default, an S3-compatible bucket at
 * scale. Keys are relative, slash-separated paths such as `tours/t1/scenes/s1/preview.jpg`;
 * a key with `..`, a leading slash or characters outside the safe set is refused, so no name
 * from a user can reach a path of its own choosing. A put is atomic: readers see the old object
 * or the new one, never a part.
 */
export interface FileStore {
  readonly put: (key: string, body: PutBody, contentType: string) => Promise<StoredObject>;
  /** The object's bytes as a stream, or null when there is none. */
  readonly read: (key: string) => Promise<ReadObject | null>;
  readonly stat: (key: string) => Promise<FoundObject | null>;
  /** Copies an object to another key (atomically, like put); false when the source is missing. */
  readonly copy: (from: string, to: string) => Promise<boolean>;
  readonly remove: (key: string) => Promise<void>;
  /** Removes every object under a prefix (e.g. a tour); returns the bytes freed. */
  readonly removePrefix: (prefix: string) => Promise<number>;
  /** Keys under a prefix, sorted. */
  readonly list: (prefix: string) => Promise<string[]>;
  /**
   * Objects under a prefix with their size and last write, a page at a time in key order: a
   * sweep over a whole bucket must not hold millions of keys at once, and must be able to tell
   * a file written a moment ago (its row may not be committed yet) from one left long ago.
   */
  readonly entries: (prefix: string) => AsyncIterable<readonly ListedObject[]>;
}

const SAFE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** Throws unless `key` is a safe relative key (see {@link FileStore}). */
export const assertSafeKey = (key: string): string => {
  if (
    key.length > 512 ||
    !SAFE_KEY.test(key) ||
    key.split("/").some((part) => part === "." || part === "..")
  ) {
    throw new Error(`Unsafe file key: ${JSON.stringify(key)}`);
  }
  return key;
};

/** Throws unless `prefix` is a safe key prefix; a trailing slash is allowed. */
export const assertSafePrefix = (prefix: string): string => {
  assertSafeKey(prefix.replace(/\/$/, ""));
  return prefix;
};
