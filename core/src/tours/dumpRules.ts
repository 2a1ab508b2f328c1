import type { Marker } from "../contract/entities/marker";
import type { TourDump } from "../contract/entities/tour";

/** One thing wrong with a tour dump, with where (a path into the body) and why. */
export interface DumpProblem {
  readonly path: string;
  readonly message: string;
}

/**
 * What is wrong with a tour dump for a tour whose scenes are `existingSceneIds` (DESIGN: the
 * dump replaces what it lists; scenes are born from uploads, so it cannot add one). Checks that
 * every listed scene exists and is listed once, marker ids are unique, every marker sits in a
 * listed scene, every link leads to a listed scene, and the initial view names a listed scene.
 */
export const dumpProblems = (
  existingSceneIds: readonly string[],
  dump: TourDump,
): DumpProblem[] => {
  const problems: DumpProblem[] = [];
  const existing = new Set(existingSceneIds);
  const kept = new Set<string>();
  dump.scenes.forEach((scene, i) => {
    if (!existing.has(scene.id))
      problems.push({ path: `scenes.${i}.id`, message: `no scene ${scene.id} in this tour` });
    else if (kept.has(scene.id))
      problems.push({ path: `scenes.${i}.id`, message: `scene ${scene.id} is listed twice` });
    kept.add(scene.id);
  });
  const markerIds = new Set<string>();
  dump.markers.forEach((marker, i) => {
    if (markerIds.has(marker.id))
      problems.push({ path: `markers.${i}.id`, message: `marker ${marker.id} is listed twice` });
    markerIds.add(marker.id);
    if (!kept.has(marker.sceneId))
      problems.push({
        path: `markers.${i}.sceneId`,
        message: `scene ${marker.sceneId} is not in the tour`,
      });
    if (marker.type === "link" && !kept.has(marker.targetSceneId)) {
      problems.push({
        path: `markers.${i}.targetSceneId`,
        message: `scene ${marker.targetSceneId} is not in the tour`,
      });
    }
  });
  if (dump.initialView !== null && !kept.has(dump.initialView.sceneId)) {
    problems.push({
      path: "initialView.sceneId",
      message: `scene ${dump.initialView.sceneId} is not in the tour`,
    });
  }
  return problems;
};

/**
 * The markers to store from a dump: a voice is the server's to set, so the dump's is ignored;
 * an info marker keeps its stored voice while its text is unchanged, and loses it otherwise
 * (the audio would no longer say the text).
 */
export const markersToStore = (dumped: readonly Marker[], stored: readonly Marker[]): Marker[] => {
  const before = new Map(stored.map((m) => [m.id, m]));
  return dumped.map((marker) => {
    if (marker.type !== "info") return marker;
    const old = before.get(marker.id);
    const voice = old?.type === "info" && old.text === marker.text ? old.voice : null;
    return { ...marker, voice };
  });
};

/** Voice files no longer used after a dump: those of stored markers whose voice was dropped. */
export const droppedVoiceUrls = (stored: readonly Marker[], kept: readonly Marker[]): string[] => {
  const still = new Set(
    kept.flatMap((m) => (m.type === "info" && m.voice !== null ? [m.voice.url] : [])),
  );
  return stored.flatMap((m) =>
    m.type === "info" && m.voice !== null && !still.has(m.voice.url) ? [m.voice.url] : [],
  );
};
