import { describeFailure, stopsBulkRun } from "../errors";
import type { TrackedTransport } from "../http/trackedFetch";
import type { OrbisApi } from "../session/api";
import type { BackoffPolicy } from "./backoff";
import { sha256File } from "./hashing";
import { runPool } from "./pool";
import type { UploadReporter } from "./reporter";
import { resumeDecider } from "./resume";
import { applyTiling, type UploadRun } from "./runReport";
import { waitForTiling } from "./tilingWait";
import type { FileError, FileOutcome, LocalFile } from "./types";
import { uploadOne } from "./uploadOne";

/** Options of an upload run. */
export interface UploadRunOptions {
  readonly api: OrbisApi;
  readonly transport: TrackedTransport;
  readonly tourId: string;
  readonly concurrency: number;
  readonly overwrite: boolean;
  readonly policy: BackoffPolicy;
  readonly reporter: UploadReporter;
  /** `--wait`: poll tiling until done, with this deadline. */
  readonly wait: { readonly timeoutMs: number; readonly pollMs: number } | null;
}

const asError = (error: unknown): FileError => {
  const { code, message } = describeFailure(error);
  return { code, message };
};

/**
 * Uploads files to a tour, resumably: hashes each file (streamed) and skips the contents the
 * tour already has tiled (an untiled scene's file replaces its image: see `resumeDecider`),
 * uploads the rest `concurrency` at a time with retries, stops starting new
 * uploads at a quota or auth refusal (what was uploaded stays), then optionally waits for tiling.
 * Hashing happens inside the pool, so it overlaps the other files' uploads.
 */
export const runUpload = async (
  files: readonly LocalFile[],
  options: UploadRunOptions,
): Promise<UploadRun> => {
  const { api, tourId, reporter } = options;
  const t0 = Date.now();
  const tour = await api.getTour({ params: { id: tourId } });
  const tiling = new Map(
    (await api.getLayersStatus({ params: { id: tourId } })).map((s) => [s.sceneId, s.state]),
  );
  const decider = resumeDecider(
    tour.scenes.map((s) => ({
      id: s.id,
      sha256: s.image.sha256,
      fileName: s.fileName,
      state: tiling.get(s.id) ?? "queued",
    })),
  );
  const findScene = async (sha: string) =>
    (await api.getTour({ params: { id: tourId } })).scenes.find((s) => s.image.sha256 === sha)
      ?.id ?? null;
  const outcomes: FileOutcome[] = files.map((f) => ({
    ...f,
    sha256: null,
    status: "not-attempted",
    sceneId: null,
    attempts: 0,
    tiling: null,
    error: null,
  }));
  let stopped: FileError | null = null;
  let firstStart: number | null = null;
  let firstEnd: number | null = null;
  let lastEnd: number | null = null;
  const end = (i: number, outcome: FileOutcome) => {
    outcomes[i] = outcome;
    reporter.fileEnd(outcome);
  };

  reporter.start(files);
  await runPool(files, options.concurrency, async (file, i) => {
    const base = outcomes[i] as FileOutcome;
    if (stopped !== null) return;
    let sha256: string;
    try {
      sha256 = await sha256File(file.path);
    } catch (error) {
      return end(i, { ...base, status: "failed", error: asError(error) });
    }
    const decision = decider.decide(file.path, sha256);
    if (decision.kind === "skip")
      return end(i, { ...base, sha256, status: "skipped", sceneId: decision.sceneId });
    if (decision.kind === "duplicate") return end(i, { ...base, sha256, status: "duplicate" });
    if (stopped !== null) {
      outcomes[i] = { ...base, sha256 };
      return;
    }
    reporter.fileStart(file);
    firstStart ??= Date.now();
    // A replacement goes over the untiled scene by its file name; sending it again is safe.
    const replace = decision.kind === "replace" ? decision : null;
    const result = await uploadOne(
      file,
      sha256,
      replace === null
        ? { ...options, findScene }
        : {
            ...options,
            overwrite: true,
            fileName: replace.fileName,
            findScene: async () => null,
          },
      {
        bytes: (sent) => reporter.fileBytes(file, sent),
        retry: (attempt, delay, error) => reporter.retry(file, attempt, delay, error),
      },
    );
    lastEnd = Date.now();
    const { attempts } = result;
    if (result.ok) {
      firstEnd ??= lastEnd;
      if (result.sceneId !== null && replace === null) decider.landed(sha256, result.sceneId);
      return end(i, { ...base, sha256, status: "uploaded", sceneId: result.sceneId, attempts });
    }
    const error = asError(result.error);
    if (stopsBulkRun(error.code)) stopped ??= error;
    end(i, { ...base, sha256, status: "failed", attempts, error });
  });
  reporter.uploadsDone();

  let tilingTimedOut = false;
  let tiledAt: number | null = null;
  if (options.wait !== null && stopped === null) {
    const watched = new Map<string, string>();
    for (const o of outcomes) if (o.sceneId !== null) watched.set(o.sceneId, o.name);
    const result = await waitForTiling(api, tourId, [...watched.keys()], {
      ...options.wait,
      onStatus: (statuses) => reporter.tiling(statuses, watched),
    });
    tilingTimedOut = result.timedOut;
    tiledAt = result.finishedAt;
    applyTiling(outcomes, result.statuses);
  }
  reporter.finish();
  const afterUploads = lastEnd ?? Date.now();
  return {
    tourId,
    files: outcomes,
    stopped,
    tilingTimedOut,
    timing: {
      totalMs: Date.now() - t0,
      uploadMs: firstStart === null || lastEnd === null ? null : lastEnd - firstStart,
      tilingMs: tiledAt === null || firstEnd === null ? null : tiledAt - firstEnd,
      waitMs: options.wait === null ? null : Date.now() - afterUploads,
    },
  };
};
