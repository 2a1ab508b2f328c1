import { ErrorCode } from "@orbis/core/errors";
import { CliError, EXIT, exitForCode } from "../errors";
import { type Column, formatBytes, formatDuration } from "../output/table";
import type { UploadRun } from "./runReport";
import type { FileOutcome, FileStatus } from "./types";

/** Counts of a run by outcome, and the bytes sent. */
export type UploadTotals = Record<FileStatus, number> & {
  readonly files: number;
  readonly uploadedBytes: number;
  readonly tilingFailed: number;
};

/** Adds up the outcomes. */
export const uploadTotals = (files: readonly FileOutcome[]): UploadTotals => {
  const count = (status: FileStatus) => files.filter((f) => f.status === status).length;
  return {
    files: files.length,
    uploaded: count("uploaded"),
    skipped: count("skipped"),
    duplicate: count("duplicate"),
    failed: count("failed"),
    "not-attempted": count("not-attempted"),
    uploadedBytes: files.filter((f) => f.status === "uploaded").reduce((s, f) => s + f.bytes, 0),
    tilingFailed: files.filter((f) => f.tiling === "failed").length,
  };
};

/** The summary table's columns. */
export const summaryColumns: readonly Column<FileOutcome>[] = [
  { header: "FILE", value: (f) => f.name },
  { header: "SIZE", value: (f) => formatBytes(f.bytes), align: "right" },
  { header: "STATUS", value: (f) => f.status },
  { header: "TRIES", value: (f) => (f.attempts > 0 ? String(f.attempts) : ""), align: "right" },
  { header: "SCENE", value: (f) => f.sceneId ?? "" },
  { header: "TILING", value: (f) => f.tiling ?? "" },
  { header: "ERROR", value: (f) => (f.error ? `${f.error.code} ${f.error.message}` : "") },
];

/**
 * Why the run counts as failed, or null: a stopping refusal first (its code decides the exit:
 * 4 for a quota), else the first failed file, else a failed tiling, else a `--wait` timeout.
 */
export const runFailure = (run: UploadRun): CliError | null => {
  const withCode = (code: number, message: string) =>
    new CliError(code, message, exitForCode(code));
  if (run.stopped !== null) {
    const left = run.files.filter((f) => f.status === "not-attempted").length;
    return withCode(
      run.stopped.code,
      `${run.stopped.message} (stopped: ${left} file(s) not uploaded; what was uploaded stays)`,
    );
  }
  const failed = run.files.find((f) => f.status === "failed" && f.error !== null);
  if (failed?.error) {
    const n = run.files.filter((f) => f.status === "failed").length;
    return withCode(
      failed.error.code,
      `${n} file(s) failed; first: ${failed.name}: ${failed.error.message}`,
    );
  }
  const tiling = run.files.find((f) => f.tiling === "failed");
  if (tiling)
    return new CliError(
      tiling.error?.code ?? ErrorCode.internal,
      `Tiling failed for ${tiling.name}: ${tiling.error?.message ?? "unknown"}`,
      EXIT.failure,
    );
  if (run.tilingTimedOut)
    return new CliError(
      ErrorCode.timeout,
      "Tiling did not finish before --wait-timeout",
      EXIT.network,
    );
  return null;
};

/** The line under the summary table: counts, bytes, upload speed, tiling time. */
export const totalsLine = (t: UploadTotals, timing: UploadRun["timing"]): string => {
  const parts = [`${t.uploaded} uploaded`, `${t.skipped} skipped`];
  if (t.duplicate) parts.push(`${t.duplicate} duplicate`);
  if (t.failed) parts.push(`${t.failed} failed`);
  if (t["not-attempted"]) parts.push(`${t["not-attempted"]} not attempted`);
  let line = `${t.files} file(s): ${parts.join(", ")}`;
  if (timing.uploadMs !== null && timing.uploadMs > 0) {
    const rate = t.uploadedBytes / (timing.uploadMs / 1000);
    line += ` · ${formatBytes(t.uploadedBytes)} in ${formatDuration(timing.uploadMs)} (${formatBytes(rate)}/s)`;
  }
  if (timing.tilingMs !== null) line += ` · tiled in ${formatDuration(timing.tilingMs)}`;
  return line;
};
