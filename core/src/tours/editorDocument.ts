import type { InfoMarker, LinkMarker, Marker, MarkerVoice } from "../contract/entities/marker";
import type { SphericalPoint, View } from "../contract/entities/position";
import type { SceneEdit } from "../contract/entities/scene";
import type { Tour, TourDump } from "../contract/entities/tour";

/**
 * What the tour editor edits and auto-saves (the body of `PUT /tours/{id}/dump`): the scenes'
 * editable fields in list order, the markers and the tour's starting view. Every edit below is a
 * pure function returning a new document, so the editor can keep the previous one for undo.
 */
export type EditorDocument = TourDump;

/** The editor's document of a tour as the server answered it, scenes in their saved order. */
export const editorDocumentOf = (
  tour: Pick<Tour, "scenes" | "markers" | "initialView">,
): EditorDocument => ({
  scenes: [...tour.scenes]
    .sort((a, b) => a.order - b.order)
    .map(({ id, title, order, initialView, northOffset, geo }) => ({
      id,
      title,
      order,
      initialView,
      northOffset,
      geo,
    })),
  markers: [...tour.markers],
  initialView: tour.initialView,
});

/** Renumbers `order` to follow the list, from 0. */
const renumbered = (scenes: readonly SceneEdit[]): SceneEdit[] =>
  scenes.map((scene, order) => (scene.order === order ? scene : { ...scene, order }));

/**
 * Takes in what the server now has (after an upload made new scenes, or another save): scenes the
 * document does not know yet are appended in the server's order, scenes gone from the server are
 * dropped with their markers, and the document's own edits of the others are kept. A tour without
 * a start gets the first scene's initial view.
 */
export const mergeServerScenes = (
  doc: EditorDocument,
  tour: Pick<Tour, "scenes" | "markers" | "initialView">,
): EditorDocument => {
  const server = editorDocumentOf(tour);
  const onServer = new Set(server.scenes.map((s) => s.id));
  const known = new Set(doc.scenes.map((s) => s.id));
  let merged: EditorDocument = {
    ...doc,
    scenes: renumbered([
      ...doc.scenes.filter((s) => onServer.has(s.id)),
      ...server.scenes.filter((s) => !known.has(s.id)),
    ]),
  };
  for (const gone of doc.scenes.filter((s) => !onServer.has(s.id))) {
    merged = removeScene(merged, gone.id);
  }
  return withStart(merged);
};

/** A document whose start names a listed scene: the first scene's view when it has none. */
const withStart = (doc: EditorDocument): EditorDocument => {
  if (doc.initialView !== null && doc.scenes.some((s) => s.id === doc.initialView?.sceneId))
    return doc;
  const first = doc.scenes[0];
  return { ...doc, initialView: first ? { sceneId: first.id, ...first.initialView } : null };
};

/** Moves a scene to position `toIndex` of the list (clamped), renumbering the order. */
export const moveScene = (
  doc: EditorDocument,
  sceneId: string,
  toIndex: number,
): EditorDocument => {
  const from = doc.scenes.findIndex((s) => s.id === sceneId);
  if (from < 0) return doc;
  const to = Math.max(0, Math.min(doc.scenes.length - 1, Math.trunc(toIndex)));
  if (to === from) return doc;
  const scenes = [...doc.scenes];
  const [moved] = scenes.splice(from, 1);
  if (moved === undefined) return doc;
  scenes.splice(to, 0, moved);
  return { ...doc, scenes: renumbered(scenes) };
};

/** Changes one scene's editable fields. */
export const updateScene = (
  doc: EditorDocument,
  sceneId: string,
  change: Partial<Pick<SceneEdit, "title" | "initialView" | "northOffset" | "geo">>,
): EditorDocument => ({
  ...doc,
  scenes: doc.scenes.map((s) => (s.id === sceneId ? { ...s, ...change } : s)),
});

/** Makes a scene, seen from `view`, where every visit of the tour starts. */
export const setTourStart = (doc: EditorDocument, sceneId: string, view: View): EditorDocument =>
  doc.scenes.some((s) => s.id === sceneId) ? { ...doc, initialView: { sceneId, ...view } } : doc;

/**
 * Removes a scene with everything that depends on it: its markers and the links that lead to it.
 * The start moves to the first remaining scene.
 */
export const removeScene = (doc: EditorDocument, sceneId: string): EditorDocument =>
  withStart({
    scenes: renumbered(doc.scenes.filter((s) => s.id !== sceneId)),
    markers: doc.markers.filter(
      (m) => m.sceneId !== sceneId && !(m.type === "link" && m.targetSceneId === sceneId),
    ),
    initialView: doc.initialView?.sceneId === sceneId ? null : doc.initialView,
  });

/** Adds a marker, or replaces the one with its id. */
export const putMarker = (doc: EditorDocument, marker: Marker): EditorDocument => {
  const exists = doc.markers.some((m) => m.id === marker.id);
  return {
    ...doc,
    markers: exists
      ? doc.markers.map((m) => (m.id === marker.id ? marker : m))
      : [...doc.markers, marker],
  };
};

/**
 * Changes an info marker's fields. Changing its text drops its voice, as the server does on save:
 * the audio would no longer say the text.
 */
export const updateInfoMarker = (
  doc: EditorDocument,
  id: string,
  change: Partial<Pick<InfoMarker, "title" | "text" | "url">>,
): EditorDocument => ({
  ...doc,
  markers: doc.markers.map((m) => {
    if (m.id !== id || m.type !== "info") return m;
    const textChanged = change.text !== undefined && change.text !== m.text;
    return { ...m, ...change, voice: textChanged ? null : m.voice };
  }),
});

/** Gives an info marker the voice the server made of its text. */
export const withMarkerVoice = (
  doc: EditorDocument,
  id: string,
  voice: MarkerVoice,
): EditorDocument => ({
  ...doc,
  markers: doc.markers.map((m) => (m.id === id && m.type === "info" ? { ...m, voice } : m)),
});

/** Points a link marker at another scene, looking at that scene's initial view. */
export const retargetLink = (
  doc: EditorDocument,
  id: string,
  targetSceneId: string,
): EditorDocument => {
  const target = doc.scenes.find((s) => s.id === targetSceneId);
  if (target === undefined) return doc;
  return {
    ...doc,
    markers: doc.markers.map((m) =>
      m.id === id && m.type === "link"
        ? {
            ...m,
            targetSceneId,
            targetView: { yaw: target.initialView.yaw, pitch: target.initialView.pitch },
          }
        : m,
    ),
  };
};

/** Moves a marker to another direction in its scene. */
export const moveMarker = (
  doc: EditorDocument,
  id: string,
  to: SphericalPoint,
): EditorDocument => ({
  ...doc,
  markers: doc.markers.map((m) => (m.id === id ? { ...m, yaw: to.yaw, pitch: to.pitch } : m)),
});

/** Removes a marker. */
export const removeMarker = (doc: EditorDocument, id: string): EditorDocument => ({
  ...doc,
  markers: doc.markers.filter((m) => m.id !== id),
});

/**
 * A new scene link at `point` of `sceneId`, leading to the scene after it in the list (or the
 * one before, for the last); null when the tour has no other scene to lead to.
 */
export const newLinkMarker = (
  doc: EditorDocument,
  id: string,
  sceneId: string,
  point: SphericalPoint,
): LinkMarker | null => {
  const index = doc.scenes.findIndex((s) => s.id === sceneId);
  const target = doc.scenes[index + 1] ?? (index > 0 ? doc.scenes[index - 1] : undefined);
  if (index < 0 || target === undefined) return null;
  return {
    id,
    type: "link",
    sceneId,
    yaw: point.yaw,
    pitch: point.pitch,
    targetSceneId: target.id,
    targetView: { yaw: target.initialView.yaw, pitch: target.initialView.pitch },
  };
};

/** A new info marker at `point` of `sceneId`, titled `title`, with no text or voice yet. */
export const newInfoMarker = (
  id: string,
  sceneId: string,
  point: SphericalPoint,
  title: string,
): InfoMarker => ({
  id,
  type: "info",
  sceneId,
  yaw: point.yaw,
  pitch: point.pitch,
  title,
  text: "",
  url: null,
  voice: null,
});

/** Whether two documents would save the same (the editor compares against what was saved). */
export const sameDocument = (a: EditorDocument, b: EditorDocument): boolean =>
  JSON.stringify(a) === JSON.stringify(b);
