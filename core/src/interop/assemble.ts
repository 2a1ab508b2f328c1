import type {
  ImportFormat,
  ImportInfoMarker,
  ImportLinkMarker,
  ImportMarker,
  ImportPlan,
  ImportScene,
} from "./plan";

/** A scene as a parser reads it, before the plan gives it a key. */
export type DraftScene = Omit<ImportScene, "key">;

/** Where a draft marker sits: its scene's source id and its path in the document. */
interface DraftPlace {
  readonly sceneId: string;
  readonly where: string;
}

/** A link as a parser reads it: scenes named by source id, the target perhaps missing. */
export type DraftLink = Omit<ImportLinkMarker, "key" | "sceneKey" | "targetSceneKey"> &
  DraftPlace & { readonly targetSceneId: string };

/** An info marker as a parser reads it. */
export type DraftInfo = Omit<ImportInfoMarker, "key" | "sceneKey"> & DraftPlace;

/** A marker as a parser reads it. */
export type DraftMarker = DraftLink | DraftInfo;

/** Everything a parser hands over to make an {@link ImportPlan}. */
export interface Draft {
  readonly format: ImportFormat;
  readonly title: string;
  readonly scenes: readonly DraftScene[];
  readonly markers: readonly DraftMarker[];
  /** The start scene the document names, if any. */
  readonly firstSceneId: string | undefined;
  readonly autorotate: number;
  readonly warnings: readonly string[];
}

/**
 * The plan of a draft: scenes keyed `s1…` in order, markers keyed `m1…` with their scene ids
 * remapped to keys; links to a scene that is not in the plan are dropped with a warning, and a
 * missing start scene falls back to the first one. `draft.scenes` must not be empty.
 */
export const assemblePlan = (draft: Draft): ImportPlan => {
  const warnings = [...draft.warnings];
  const scenes: ImportScene[] = draft.scenes.map((scene, index) => ({
    key: `s${index + 1}`,
    ...scene,
  }));
  const keyOf = new Map(scenes.map((scene) => [scene.sourceId, scene.key]));
  const markers: ImportMarker[] = [];
  for (const draftMarker of draft.markers) {
    const sceneKey = keyOf.get(draftMarker.sceneId);
    if (sceneKey === undefined) continue;
    const key = `m${markers.length + 1}`;
    if (draftMarker.type === "info") {
      const { sceneId: _scene, where: _where, ...info } = draftMarker;
      markers.push({ ...info, key, sceneKey });
      continue;
    }
    const { sceneId: _scene, where, targetSceneId, ...link } = draftMarker;
    const targetSceneKey = keyOf.get(targetSceneId);
    if (targetSceneKey === undefined) {
      warnings.push(
        `${where}: links to scene ${JSON.stringify(targetSceneId)}, which is not imported; the link is dropped.`,
      );
      continue;
    }
    markers.push({ ...link, key, sceneKey, targetSceneKey });
  }
  const named = draft.firstSceneId === undefined ? undefined : keyOf.get(draft.firstSceneId);
  const firstScene = scenes[0];
  if (firstScene === undefined) throw new Error("assemblePlan needs at least one scene");
  if (named === undefined) {
    const why =
      draft.firstSceneId === undefined
        ? "The document names no first scene"
        : `The first scene ${JSON.stringify(draft.firstSceneId)} is not imported`;
    warnings.push(`${why}; the tour starts in ${JSON.stringify(firstScene.sourceId)}.`);
  }
  return {
    format: draft.format,
    title: draft.title,
    scenes,
    markers,
    firstSceneKey: named ?? firstScene.key,
    autorotate: draft.autorotate,
    warnings,
  };
};
