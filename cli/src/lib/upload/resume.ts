/** A scene of the tour as resume sees it: its id and the SHA-256 of its uploaded file. */
export interface KnownScene {
  readonly id: string;
  readonly sha256: string | null;
}

/** What to do with a hashed local file. */
export type ResumeDecision =
  | { readonly kind: "upload" }
  | { readonly kind: "skip"; readonly sceneId: string }
  | { readonly kind: "duplicate"; readonly of: string };

/**
 * Resume by content: a file whose SHA-256 a scene of the tour already has is skipped, whatever
 * its name or path (a renamed file is not uploaded twice; a changed file under the same name
 * is). Within one run, the second file with the same content is a duplicate of the first.
 * Files are decided in the order they are hashed; the first to claim a content uploads it.
 */
export const resumeDecider = (scenes: readonly KnownScene[]) => {
  const inTour = new Map<string, string>();
  for (const s of scenes)
    if (s.sha256 !== null && !inTour.has(s.sha256)) inTour.set(s.sha256, s.id);
  const claimed = new Map<string, string>();
  return {
    decide(path: string, sha256: string): ResumeDecision {
      const sceneId = inTour.get(sha256);
      if (sceneId !== undefined) return { kind: "skip", sceneId };
      const first = claimed.get(sha256);
      if (first !== undefined && first !== path) return { kind: "duplicate", of: first };
      claimed.set(sha256, path);
      return { kind: "upload" };
    },
    /** Records a content that reached the tour during the run (a retry's check found it there). */
    landed(sha256: string, sceneId: string): void {
      inTour.set(sha256, sceneId);
    },
  };
};
