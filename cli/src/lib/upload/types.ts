import type { LayerState } from "@orbis/core/contract";

/** A local file chosen for upload. */
export interface LocalFile {
  /** Absolute path. */
  readonly path: string;
  /** The name the server sees (the base name): it becomes the scene's file name and title. */
  readonly name: string;
  readonly bytes: number;
}

/**
 * What happened to one file: `uploaded`; `skipped` (the tour already has a scene with its
 * content); `duplicate` (the same content appears earlier in this run); `failed`;
 * `not-attempted` (the run stopped first, e.g. on a quota).
 */
export type FileStatus = "uploaded" | "skipped" | "duplicate" | "failed" | "not-attempted";

/** A failure as it appears in the summary and in `--json`. */
export interface FileError {
  readonly code: number;
  readonly message: string;
}

/** The outcome of one file. */
export interface FileOutcome {
  readonly path: string;
  readonly name: string;
  readonly bytes: number;
  readonly sha256: string | null;
  readonly status: FileStatus;
  /** The scene that holds the content (new, or the existing one when skipped). */
  readonly sceneId: string | null;
  readonly attempts: number;
  /** The scene's tiling state, when known (always with `--wait`). */
  readonly tiling: LayerState | null;
  readonly error: FileError | null;
}
