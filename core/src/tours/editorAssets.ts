import {
  GEOMETRY_MIN_VERTICES,
  type Geometry,
  type GeometryStyle,
} from "../contract/entities/geometry";
import type { ModelPlacement } from "../contract/entities/model";
import type { SphericalPoint } from "../contract/entities/position";

/** A shape being drawn in the editor: its kind and the vertices clicked so far. */
export interface GeometryDraftShape {
  readonly type: Geometry["type"];
  readonly vertices: readonly SphericalPoint[];
}

/** How the editor draws a new shape: the theme's green, its inside half-transparent. */
export const DEFAULT_GEOMETRY_STYLE: GeometryStyle = {
  strokeColor: "#1f9d55",
  strokeWidth: 3,
  strokeOpacity: 1,
  fillColor: "#1f9d55",
  fillOpacity: 0.25,
  fillImage: null,
};

/** Whether a shape being drawn has enough vertices to keep (three for an area, two for a line). */
export const draftComplete = (draft: GeometryDraftShape): boolean =>
  draft.vertices.length >= GEOMETRY_MIN_VERTICES[draft.type];

/** The geometry a finished draft becomes in `sceneId`, in the default style, not on the map. */
export const geometryFromDraft = (
  draft: GeometryDraftShape,
  id: string,
  sceneId: string,
  title: string | null,
): Geometry => {
  const base = { id, sceneId, title, style: DEFAULT_GEOMETRY_STYLE, geo: null };
  const vertices = [...draft.vertices];
  return draft.type === "polygon"
    ? { ...base, type: "polygon", vertices }
    : { ...base, type: "polyline", vertices };
};

/** How far from the camera a model placed with a click stands, in metres: visible in most rooms. */
export const DEFAULT_MODEL_DISTANCE = 5;

/** Where a model placed with a click stands: that direction, at the default distance and size. */
export const modelPlacementAt = (sceneId: string, point: SphericalPoint): ModelPlacement => ({
  sceneId,
  yaw: point.yaw,
  pitch: point.pitch,
  distance: DEFAULT_MODEL_DISTANCE,
  scale: 1,
  rotation: { heading: 0, pitch: 0, roll: 0 },
  geo: null,
});

/** A model's name from its file's name: without the glTF extension, at most 100 characters. */
export const modelNameOf = (fileName: string): string =>
  fileName
    .replace(/\.(glb|gltf)$/i, "")
    .slice(0, 100)
    .trim() || "Model";
