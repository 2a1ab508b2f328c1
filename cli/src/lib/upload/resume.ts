import type { LayerState } from "@orbis/core/contract";

/** A scene of the tour as resume sees it: its id, the SHA-256 of its file, and its tiling. */
export interface KnownScene {
  readonly id: string;
  readonly sha256: string | null;
  /** The scene's file name: what an overwrite names to replace its image. */
  readonly fileName: string;
  readonly state: LayerState;
}

/** What to do with a hashed local file. */
export type ResumeDecision =
  | { readonly kind: "upload" }
  /** Upload it again over the scene that has its content but no tiles (by its file name). */
  | { readonly kind: "replace"; readonly sceneId: string; readonly fileName: string }
  | { readonly kind: "skip"; readonly sceneId: string }
  | { readonly kind: "duplicate"; readonly of: string };

/**
 * Resume by content: a file whose SHA-256 a tiled scene of the tour already has is skipped,
 * whatever its name or path (a renamed file is not uploaded twice; a changed file under the same
 * name is). A scene with the content that is not tiled (queued, tiling or failed: a crash or a
 * failed tiling may have left it so for good) does not count as uploaded: the file replaces that
 * scene's image, so the scene is tiled again and keeps its place, title and markers (when
 * another scene shares its file name, an overwrite could replace that one: the file is then
 * uploaded as a new scene). Within one
 * run, the second file with the same content is a duplicate of the first. Files are decided in
 * the order they are hashed; the first to claim a content uploads it.
 */
export const resumeDecider = (scenes: readonly KnownScene[]) => {
  const tiled = new Map<string, string>();
  const untiled = new Map<string, KnownScene>();
  const named = new Map<string, number>();
  for (const s of scenes) named.set(s.fileName, (named.get(s.fileName) ?? 0) + 1);
  for (const s of scenes) {
    if (s.sha256 === null) continue;
    if (s.state === "done") {
      if (!tiled.has(s.sha256)) tiled.set(s.sha256, s.id);
      // An overwrite replaces the first scene of a name: with two, it might hit the other one.
    } else if (!untiled.has(s.sha256) && named.get(s.fileName) === 1) untiled.set(s.sha256, s);
  }
  const claimed = new Map<string, string>();
  return {
    decide(path: string, sha256: string): ResumeDecision {
      const sceneId = tiled.get(sha256);
      if (sceneId !== undefined) return { kind: "skip", sceneId };
      const first = claimed.get(sha256);
      if (first !== undefined && first !== path) return { kind: "duplicate", of: first };
      claimed.set(sha256, path);
      const stuck = untiled.get(sha256);
      return stuck === undefined
        ? { kind: "upload" }
        : { kind: "replace", sceneId: stuck.id, fileName: stuck.fileName };
    },
    /** Records a content that reached the tour during the run (a retry's check found it there). */
    landed(sha256: string, sceneId: string): void {
      tiled.set(sha256, sceneId);
    },
  };
};
