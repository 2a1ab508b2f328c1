import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { decodeBuffered, publishRows, type SharedEquirect } from "./equirect";
import { makeFifo, openPipeReader, type PipeReader } from "./fifo";
import { panoramaAsRgb } from "./sharpInput";

/*
 * The streaming decode: libvips writes the equirect as a `.v` file into a named pipe (./fifo.ts)
 * and the strips are copied into shared memory as they come, rows published as they complete.
 */

/** Options of {@link decodeEquirect}. */
export interface DecodeOptions {
  /** Where the named pipe may be created (the tiler's output folder). */
  readonly tmpDir: string;
  readonly signal?: AbortSignal;
  /** Called as rows land, with the count so far. */
  readonly onRows?: (rows: number) => void;
}

const VIPS_HEADER = 64;
const VIPS_MAGIC = 0x08f2a6b6;

/** The `.v` header says what libvips is about to send; anything but 8-bit RGB of our size is a bug. */
const checkHeader = (header: Buffer, target: SharedEquirect) => {
  const ok =
    header.readUInt32LE(0) === VIPS_MAGIC &&
    header.readInt32LE(4) === target.width &&
    header.readInt32LE(8) === target.height &&
    header.readInt32LE(12) === 3 &&
    header.readInt32LE(20) === 0;
  if (!ok) throw new Error("the decoder's output is not 8-bit RGB of the expected size");
};

/** Decodes the panorama at `path` into `target`, streaming through a named pipe where it can. */
export const decodeEquirect = async (
  path: string,
  target: SharedEquirect,
  options: DecodeOptions,
): Promise<void> => {
  options.signal?.throwIfAborted();
  const fifo = join(options.tmpDir, `.decode-${randomBytes(6).toString("hex")}.v`);
  if (!(await makeFifo(fifo))) return decodeBuffered(path, target, options);
  let reader: PipeReader;
  try {
    reader = await openPipeReader(fifo);
  } catch {
    await rm(fifo, { force: true });
    return decodeBuffered(path, target, options);
  }
  const pixels = new Uint8Array(target.source);
  const rowBytes = target.width * 3;
  const total = pixels.length;
  const header = Buffer.alloc(VIPS_HEADER);
  let headerBytes = 0;
  let written = 0;
  let rows = 0;
  let discard = false;

  // Set by the promise's executor, which runs at once.
  let fill = { resolve: () => {}, reject: (_error: unknown) => {} };
  const filled = new Promise<void>((resolve, reject) => {
    fill = { resolve, reject };
  });
  const take = (chunk: Buffer) => {
    let offset = 0;
    if (headerBytes < VIPS_HEADER) {
      offset = chunk.copy(header, headerBytes, 0, VIPS_HEADER - headerBytes);
      headerBytes += offset;
      if (headerBytes < VIPS_HEADER) return;
      try {
        checkHeader(header, target);
      } catch (error) {
        fill.reject(error);
        return;
      }
    }
    const n = Math.min(chunk.length - offset, total - written);
    if (n <= 0 || discard) return;
    pixels.set(chunk.subarray(offset, offset + n), written);
    written += n;
    const ready = Math.floor(written / rowBytes);
    if (ready !== rows) {
      rows = ready;
      publishRows(target, rows, options.onRows);
    }
    if (written === total) fill.resolve();
  };
  reader.socket.on("data", take);
  reader.socket.on("error", (error) => fill.reject(error));
  const onAbort = () => fill.reject(options.signal?.reason);
  options.signal?.addEventListener("abort", onAbort, { once: true });
  // libvips ends a `.v` written to a pipe with "file has been truncated" (it cannot seek back to
  // append metadata): success is every pixel received, whatever sharp says afterwards.
  const writer = panoramaAsRgb(path)
    .toFile(fifo)
    .then(
      (): unknown => null,
      (error: unknown) => error,
    );
  const stopped = writer.then((error: unknown) => {
    // libvips has returned from its last write, but its last strips may still sit in the pipe:
    // a busy event loop can see the writer finish before the socket reads them (a small image
    // fits the pipe whole). Read them now, then judge by what came.
    if (!discard) reader.drain(take);
    if (written < total)
      throw error instanceof Error ? error : new Error("the decoder stopped early");
  });
  try {
    await Promise.race([filled, stopped]);
  } finally {
    discard = true;
    options.signal?.removeEventListener("abort", onAbort);
    filled.catch(() => undefined);
    stopped.catch(() => undefined);
    // libvips opens a `.v` read-write, so it is a reader of the pipe itself: closing our end
    // would not fail its writes but block them forever. We read on, discarding, until it ends.
    await writer;
    await reader.close();
  }
};
