import { createWriteStream } from "node:fs";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { AppError, ErrorCode } from "@orbis/core/errors";
import {
  archiveEntryProblem,
  archivePath,
  archiveSizeProblem,
  IMPORT_ARCHIVE_LIMITS,
} from "@orbis/core/interop";
import type { Entry, ZipFile } from "yauzl";
import { openZipFile, readZipDirectory, zipEntryName } from "../../infra/zip/zipDirectory";

/*
 * An uploaded ZIP, read by random access from its central directory (yauzl): nothing is
 * unpacked until asked for, every name is checked before any byte is read (zip slip), and the
 * sizes the directory declares are checked against the limits first (zip bombs). yauzl also
 * stops a stream that yields more bytes than its entry declared, so a lying header cannot
 * slip past the limits either.
 */

/** An opened archive: its entries by canonical path, readable one by one. */
export interface ZipArchive {
  /** Canonical paths (see `archivePath`) of the files, directories left out. */
  readonly paths: readonly string[];
  readonly has: (path: string) => boolean;
  /** The declared size of an entry. */
  readonly sizeOf: (path: string) => number;
  /** An entry as text (UTF-8), refused above `maxBytes`. */
  readonly readText: (path: string, maxBytes: number) => Promise<string>;
  /** Unpacks an entry to `target`, a file path the caller chose (never the entry's name). */
  readonly extract: (path: string, target: string) => Promise<void>;
  readonly close: () => void;
}

const refuse = (message: string, cause?: unknown) =>
  new AppError(ErrorCode.badRequest, {
    message: `body.file: ${message}; nothing was imported`,
    cause,
  });

/** Counts the bytes going through, stopping past `max` (a bomb that declared less). */
const byteLimit = (max: number, name: string) => {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > max) done(refuse(`${JSON.stringify(name)} unpacks to more than ${max} bytes`));
      else done(null, chunk);
    },
  });
};

/**
 * Opens the ZIP at `path` and checks its directory: not a ZIP, an unsafe entry name, too many
 * entries or too many bytes are refused (400) before anything is unpacked.
 */
export const openZipArchive = async (path: string): Promise<ZipArchive> => {
  let zip: ZipFile;
  try {
    zip = await openZipFile(path);
  } catch (error) {
    throw refuse("the file is not a readable ZIP archive", error);
  }
  try {
    if (zip.entryCount > IMPORT_ARCHIVE_LIMITS.entries) {
      throw refuse(
        archiveSizeProblem({ entries: zip.entryCount, totalBytes: 0, largest: null }) ?? "",
      );
    }
    const raw = await readZipDirectory(zip).catch((error: unknown) => {
      throw refuse("the ZIP archive is damaged", error);
    });
    const files = new Map<string, Entry>();
    let totalBytes = 0;
    let largest: { name: string; bytes: number } | null = null;
    for (const entry of raw) {
      const name = zipEntryName(entry);
      const problem = archiveEntryProblem(name);
      if (problem !== null) throw refuse(problem);
      totalBytes += entry.uncompressedSize;
      if (largest === null || entry.uncompressedSize > largest.bytes)
        largest = { name, bytes: entry.uncompressedSize };
      if (!name.endsWith("/") && !name.endsWith("\\")) files.set(archivePath(name), entry);
    }
    const sizeProblem = archiveSizeProblem({ entries: raw.length, totalBytes, largest });
    if (sizeProblem !== null) throw refuse(sizeProblem);
    const entryOf = (p: string): Entry => {
      const entry = files.get(p);
      if (entry === undefined) throw refuse(`${JSON.stringify(p)} is not in the ZIP`);
      return entry;
    };
    const stream = async (p: string) => {
      const entry = entryOf(p);
      if (entry.isEncrypted()) throw refuse(`${JSON.stringify(p)} is encrypted`);
      try {
        return await zip.openReadStreamPromise(entry);
      } catch (error) {
        throw refuse(`${JSON.stringify(p)} cannot be unpacked`, error);
      }
    };
    return {
      paths: [...files.keys()],
      has: (p) => files.has(p),
      sizeOf: (p) => entryOf(p).uncompressedSize,
      readText: async (p, maxBytes) => {
        if (entryOf(p).uncompressedSize > maxBytes)
          throw refuse(`${JSON.stringify(p)} is larger than ${maxBytes} bytes`);
        const chunks: Buffer[] = [];
        await pipeline(await stream(p), byteLimit(maxBytes, p), async (source) => {
          for await (const chunk of source) chunks.push(chunk as Buffer);
        }).catch(unpackError(p));
        return Buffer.concat(chunks).toString("utf8");
      },
      extract: async (p, target) => {
        const max = Math.min(entryOf(p).uncompressedSize, IMPORT_ARCHIVE_LIMITS.entryBytes);
        await pipeline(await stream(p), byteLimit(max, p), createWriteStream(target)).catch(
          unpackError(p),
        );
      },
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    throw error;
  }
};

const unpackError = (p: string) => (error: unknown) => {
  if (error instanceof AppError) throw error;
  throw refuse(`${JSON.stringify(p)} cannot be unpacked (damaged or larger than declared)`, error);
};
