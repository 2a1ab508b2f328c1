import type { LayerStatus } from "@orbis/core/contract";
import type { FileError, FileOutcome } from "./types";

/** Timings of a run, in ms; `null` where the phase did not happen. */
export interface UploadTiming {
  readonly totalMs: number;
  /** From the first upload's start to the last one's end. */
  readonly uploadMs: number | null;
  /** From the first upload's end (tiling starts there) to the last scene tiled. */
  readonly tilingMs: number | null;
  /** After the last upload, how long `--wait` waited. */
  readonly waitMs: number | null;
}

/** What an upload run did: every file's outcome, why it stopped early if it did, timings. */
export interface UploadRun {
  readonly tourId: string;
  readonly files: FileOutcome[];
  /** The refusal that stopped the run (a quota, a lost session), if one did. */
  readonly stopped: FileError | null;
  /** `--wait` gave up before tiling finished. */
  readonly tilingTimedOut: boolean;
  readonly timing: UploadTiming;
}

/** Copies each scene's tiling state onto its files; a failed tiling becomes the file's error. */
export const applyTiling = (
  outcomes: FileOutcome[],
  statuses: ReadonlyMap<string, LayerStatus>,
) => {
  for (const [i, o] of outcomes.entries()) {
    const s = o.sceneId === null ? undefined : statuses.get(o.sceneId);
    if (s === undefined) continue;
    outcomes[i] = { ...o, tiling: s.state, error: o.error ?? (s.error ? { ...s.error } : null) };
  }
};
