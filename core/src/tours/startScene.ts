import type { View } from "../contract/entities/position";
import { type EditorDocument, setTourStart, updateScene } from "./editorDocument";

/**
 * The scene every visit starts in, as the viewer picks it: the tour's start when it names a
 * listed scene, else the first scene in order; null for a tour without scenes.
 */
export const startSceneId = (doc: EditorDocument): string | null => {
  const named = doc.scenes.find((s) => s.id === doc.initialView?.sceneId);
  if (named) return named.id;
  return [...doc.scenes].sort((a, b) => a.order - b.order)[0]?.id ?? null;
};

/** Whether visits start in `sceneId`: "start the tour here" has nothing left to do there. */
export const isStartScene = (doc: EditorDocument, sceneId: string): boolean =>
  startSceneId(doc) === sceneId;

/**
 * Sets the view a scene opens with. In the start scene that is also the view every visit starts
 * with: the two are one thing to the person editing, so the tour's start follows.
 */
export const setSceneView = (doc: EditorDocument, sceneId: string, view: View): EditorDocument => {
  const changed = updateScene(doc, sceneId, { initialView: view });
  return isStartScene(doc, sceneId) ? setTourStart(changed, sceneId, view) : changed;
};
