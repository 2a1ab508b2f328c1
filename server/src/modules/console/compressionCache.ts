import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Coding } from "@orbis/core/format";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Brotli quality of a first answer (tens of milliseconds) and of the kept one (the smallest). */
const BROTLI_QUICK = 5;
const BROTLI_BEST = 11;

/** The source of a compressed variant: its identity is path, size and modification time. */
export interface Source {
  readonly path: string;
  readonly size: number;
  readonly mtimeMs: number;
}

/**
 * Compresses each build file once per coding and keeps the bytes, least recently used first out,
 * within `maxBytes`; brotli is redone at its best quality in the background. A rebuilt file has
 * a new mtime, hence a new key; its old bytes age out. Concurrent requests for the same variant
 * share one compression.
 */
export const createCompressionCache = (maxBytes: number) => {
  const entries = new Map<string, Promise<Buffer>>();
  const sizes = new Map<string, number>();
  let total = 0;

  const evict = () => {
    for (const key of sizes.keys()) {
      if (total <= maxBytes) return;
      total -= sizes.get(key) ?? 0;
      sizes.delete(key);
      entries.delete(key);
    }
  };

  const compress = async (source: Source, coding: Coding, quality: number): Promise<Buffer> => {
    const bytes = await readFile(source.path);
    if (coding === "gzip") return gzipAsync(bytes, { level: 9 });
    return brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
  };

  const keep = (key: string, bytes: Buffer) => {
    total += bytes.length - (sizes.get(key) ?? 0);
    sizes.delete(key);
    sizes.set(key, bytes.length);
    evict();
  };

  const refining = new Set<Promise<void>>();
  /*
   * Brotli at its best quality takes about a second per 600 KB on one core: the first visitor
   * gets a quick quality at once, and the best one replaces it when ready (off the event loop,
   * in zlib's thread pool). Gzip at level 9 is quick already.
   */
  const refine = (key: string, source: Source, first: Promise<Buffer>) => {
    const done = compress(source, "br", BROTLI_BEST)
      .then((best) => {
        if (entries.get(key) !== first) return;
        const kept = Promise.resolve(best);
        entries.set(key, kept);
        keep(key, best);
      })
      .catch(() => {})
      .finally(() => refining.delete(done));
    refining.add(done);
  };

  return {
    /** The compressed bytes of a source in a coding, from memory when compressed before. */
    get: (source: Source, coding: Coding): Promise<Buffer> => {
      const key = `${source.path}\0${source.size}\0${source.mtimeMs}\0${coding}`;
      const known = entries.get(key);
      if (known !== undefined) {
        // Re-inserted: a Map iterates oldest first, so this keeps it from eviction longest.
        entries.delete(key);
        entries.set(key, known);
        const size = sizes.get(key);
        if (size !== undefined) {
          sizes.delete(key);
          sizes.set(key, size);
        }
        return known;
      }
      const pending = compress(source, coding, BROTLI_QUICK);
      entries.set(key, pending);
      pending.then(
        (bytes) => {
          if (entries.get(key) !== pending) return;
          keep(key, bytes);
          if (coding === "br") refine(key, source, pending);
        },
        () => entries.delete(key),
      );
      return pending;
    },
    /** Settles when every best-quality recompression under way has finished (tests). */
    refined: async (): Promise<void> => {
      while (refining.size > 0) await Promise.all(refining);
    },
    /** Bytes held, for tests and logs. */
    heldBytes: (): number => total,
  };
};

/** A compression cache. */
export type CompressionCache = ReturnType<typeof createCompressionCache>;
