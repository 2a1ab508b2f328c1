import type { LayerStatus } from "../contract/entities/scene";
import type { AutoSaveSetting } from "../contract/entities/settings";

/** Where one file of the editor's upload stands, from picking to a tiled scene. */
export type UploadPhase = "waiting" | "uploading" | "queued" | "tiling" | "done" | "failed";

/** One file of an upload as the editor lists it. */
export interface UploadRow {
  readonly key: string;
  readonly fileName: string;
  readonly bytes: number;
  readonly sentBytes: number;
  readonly phase: UploadPhase;
  /** The scene the file made, once the server answered. */
  readonly sceneId: string | null;
  /** Why it failed: the server's message, or a local refusal. */
  readonly error: string | null;
  /** The server's tiling progress, 0..1. */
  readonly tiling: number;
}

/** The files the editor's upload takes: panoramas (JPEG, PNG, WebP) and glTF models. */
export const EDITOR_UPLOAD_TYPES = [".jpg", ".jpeg", ".png", ".webp", ".glb", ".gltf"] as const;

/** Largest file the editor sends: the server's limit for a tour file. */
export const EDITOR_UPLOAD_MAX_BYTES = 600 * 1024 * 1024;

/** Why a file is refused before upload: not an accepted kind, empty, or too big. */
export type UploadFileProblem = "type" | "empty" | "size";

/**
 * Why a picked file cannot be uploaded, before sending anything: its kind by name, its size;
 * null when it may go (the server still checks its bytes).
 */
export const uploadFileProblem = (file: {
  readonly name: string;
  readonly size: number;
}): UploadFileProblem | null => {
  const lower = file.name.toLowerCase();
  if (!EDITOR_UPLOAD_TYPES.some((ext) => lower.endsWith(ext))) return "type";
  if (file.size === 0) return "empty";
  if (file.size > EDITOR_UPLOAD_MAX_BYTES) return "size";
  return null;
};

/** Whether a file is a model rather than a panorama, by name. */
export const isModelFileName = (name: string): boolean => /\.(glb|gltf)$/i.test(name);

/** A row after the server's tiling status of its scene: queued, tiling with progress, done, failed. */
export const withTilingStatus = (row: UploadRow, status: LayerStatus | undefined): UploadRow => {
  if (status === undefined || row.phase === "failed" || row.phase === "done") return row;
  switch (status.state) {
    case "queued":
      return { ...row, phase: "queued", tiling: 0 };
    case "tiling":
      return { ...row, phase: "tiling", tiling: status.progress };
    case "done":
      return { ...row, phase: "done", tiling: 1 };
    case "failed":
      return { ...row, phase: "failed", error: status.error?.message ?? null };
  }
};

/** Whether the editor still has to poll the tiling status for these rows. */
export const tilingPending = (rows: readonly UploadRow[]): boolean =>
  rows.some((r) => r.sceneId !== null && (r.phase === "queued" || r.phase === "tiling"));

/**
 * The share of a whole upload done, 0..1: bytes sent count half, tiling the other half. A failed
 * file leaves the reckoning: it will never be done, and counting it as done would show progress
 * that did not happen.
 */
export const uploadShare = (rows: readonly UploadRow[]): number => {
  const live = rows.filter((r) => r.phase !== "failed");
  const total = live.reduce((sum, r) => sum + r.bytes, 0);
  if (total === 0) return 0;
  const done = live.reduce((sum, r) => {
    if (r.phase === "done") return sum + r.bytes;
    const sent = Math.min(r.sentBytes, r.bytes) / (r.bytes || 1);
    return sum + r.bytes * (sent / 2 + r.tiling / 2);
  }, 0);
  return Math.min(1, done / total);
};

/** Milliseconds between auto-saves on the user's setting; null when auto-save is off. */
export const autoSaveDelayMs = (setting: AutoSaveSetting): number | null =>
  setting.useAutoSave ? setting.saveCycle * 1000 : null;
