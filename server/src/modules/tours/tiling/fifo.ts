import { execFile } from "node:child_process";
import { constants, open, readSync } from "node:fs";
import { rm } from "node:fs/promises";
import { Socket } from "node:net";
import { promisify } from "node:util";

/*
 * sharp has no streaming raw output: `.raw()` as a stream hands over one buffer with the whole
 * image (measured: one 100 MB chunk for 8K, after the full decode). libvips does stream a
 * `.v` file to disk strip by strip, so the tiler points that at a named pipe and copies the
 * strips into shared memory as they come: sharp's own copy of the image never exists, and the
 * remap can start on the top rows while the bottom ones are still decoding.
 *
 * The pipe is opened read-write by us, so opening it cannot block, and libvips (which opens a
 * `.v` read-write too) never waits for a reader. Neither end ever sees an end of file or EPIPE:
 * the reader counts the bytes it expects, and must keep reading until libvips is done.
 */

const run = promisify(execFile);
// The callback form hands over a bare descriptor for the socket to own (a FileHandle would
// close it again when collected).
const openFd = promisify(open);

/** A named pipe's read end, as a non-blocking socket. */
export interface PipeReader {
  readonly socket: Socket;
  /**
   * Hands `onChunk` everything the pipe holds right now, read synchronously, without waiting for
   * more. Once the writer has returned from its last write, this brings its every byte in, in
   * order after those the socket delivered: the socket only reads in event-loop turns, which may
   * come after the writer's completion was seen.
   */
  drain(onChunk: (chunk: Buffer) => void): void;
  /** Closes the read end and removes the pipe: only once the writer is done, or it blocks. */
  close(): Promise<void>;
}

/** Creates a named pipe at `path`; false where the platform or file system has none. */
export const makeFifo = async (path: string): Promise<boolean> => {
  try {
    await run("mkfifo", ["-m", "600", path]);
    return true;
  } catch {
    return false;
  }
};

/** Opens the named pipe at `path` for reading without waiting for a writer. */
export const openPipeReader = async (path: string): Promise<PipeReader> => {
  const fd = await openFd(path, constants.O_RDWR | constants.O_NONBLOCK);
  const socket = new Socket({ fd, readable: true, writable: false });
  let closed = false;
  return {
    socket,
    drain: (onChunk) => {
      const buffer = Buffer.alloc(64 * 1024);
      for (;;) {
        let n: number;
        try {
          n = readSync(fd, buffer);
        } catch (error) {
          // Non-blocking: an empty pipe answers EAGAIN rather than waiting for a writer.
          if ((error as NodeJS.ErrnoException).code === "EAGAIN") return;
          throw error;
        }
        if (n === 0) return;
        onChunk(Buffer.from(buffer.subarray(0, n)));
      }
    },
    close: async () => {
      if (closed) return;
      closed = true;
      // The socket owns the descriptor now: destroying it closes it.
      await new Promise<void>((resolve) => {
        socket.once("close", () => resolve());
        socket.destroy();
      });
      await rm(path, { force: true });
    },
  };
};
