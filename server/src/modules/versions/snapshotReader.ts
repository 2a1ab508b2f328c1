import { type PublishedTour, publishedTourSchema } from "@orbis/core/contract";
import type { FileStore } from "../../infra/files/fileStore";

/** Most snapshots kept parsed in memory; they never change, so a cached one is never stale. */
const CACHE_SIZE = 200;

/**
 * Reads published snapshots from the file store, parsed with the contract's schema (a file
 * edited by hand fails loudly rather than reaching a visitor half-valid). Snapshot keys name
 * one immutable version, so the most recently used ones are kept in memory.
 */
export const snapshotReader = (files: FileStore) => {
  const cache = new Map<string, PublishedTour>();
  return async (key: string): Promise<PublishedTour | null> => {
    const hit = cache.get(key);
    if (hit !== undefined) {
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    const object = await files.read(key);
    if (object === null) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of object.stream) chunks.push(Buffer.from(chunk as Uint8Array));
    const snapshot = publishedTourSchema.parse(JSON.parse(Buffer.concat(chunks).toString("utf8")));
    cache.set(key, snapshot);
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    return snapshot;
  };
};
