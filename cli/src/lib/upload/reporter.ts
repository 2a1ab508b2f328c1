import type { LayerStatus } from "@orbis/core/contract";
import { describeFailure, failureLine } from "../errors";
import { formatBytes, formatDuration } from "../output/table";
import type { FileOutcome, LocalFile } from "./types";

/** What an upload run tells the person watching it. */
export interface UploadReporter {
  start(files: readonly LocalFile[]): void;
  fileStart(file: LocalFile): void;
  fileBytes(file: LocalFile, sent: number): void;
  fileEnd(outcome: FileOutcome): void;
  retry(file: LocalFile, attempt: number, delayMs: number, error: unknown): void;
  /** Uploads are over; with `--wait`, tiling statuses follow. */
  uploadsDone(): void;
  tiling(statuses: ReadonlyMap<string, LayerStatus>, names: ReadonlyMap<string, string>): void;
  finish(): void;
}

/** Says nothing (`--json`: the report is the output). */
export const silentReporter = (): UploadReporter => ({
  start: () => undefined,
  fileStart: () => undefined,
  fileBytes: () => undefined,
  fileEnd: () => undefined,
  retry: () => undefined,
  uploadsDone: () => undefined,
  tiling: () => undefined,
  finish: () => undefined,
});

const WORD: Record<FileOutcome["status"], string> = {
  uploaded: "uploaded",
  skipped: "skipped (already in the tour)",
  duplicate: "duplicate (same content as another file)",
  failed: "FAILED",
  "not-attempted": "not attempted",
};

/**
 * One line per event, for logs and pipes (no terminal): each finished file with the running
 * totals, each retry, and each change of a scene's tiling state.
 */
export const lineReporter = (write: (line: string) => void): UploadReporter => {
  let total = 0;
  let totalBytes = 0;
  let done = 0;
  let doneBytes = 0;
  let started = 0;
  const lastState = new Map<string, string>();
  return {
    start: (files) => {
      total = files.length;
      totalBytes = files.reduce((s, f) => s + f.bytes, 0);
      started = Date.now();
      write(`Uploading ${total} file(s), ${formatBytes(totalBytes)}`);
    },
    fileStart: () => undefined,
    fileBytes: () => undefined,
    fileEnd: (o) => {
      done++;
      doneBytes += o.bytes;
      const error = o.error ? ` — ${failureLine({ ...o.error, exit: 1 })}` : "";
      write(
        `[${done}/${total}] ${o.name} ${formatBytes(o.bytes)} ${WORD[o.status]}${error} (${formatBytes(doneBytes)}/${formatBytes(totalBytes)})`,
      );
    },
    retry: (file, attempt, delayMs, error) =>
      write(
        `retry ${attempt} of ${file.name} in ${formatDuration(delayMs)} after ${failureLine(describeFailure(error))}`,
      ),
    uploadsDone: () => write(`Uploads done in ${formatDuration(Date.now() - started)}`),
    tiling: (statuses, names) => {
      for (const [id, s] of statuses) {
        if (lastState.get(id) === s.state) continue;
        lastState.set(id, s.state);
        write(
          `tiling ${names.get(id) ?? s.fileName}: ${s.state}${s.error ? ` — ${s.error.message}` : ""}`,
        );
      }
    },
    finish: () => undefined,
  };
};
