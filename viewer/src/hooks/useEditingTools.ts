import type { SphericalPoint } from "@orbis/core/contract";
import { DEFAULT_MODEL_DISTANCE } from "@orbis/core/tours";
import { useCallback, useMemo, useState } from "react";
import type { GeometryDraft } from "../components/GeometryLayer";

/** A shape being drawn and what to do with it. */
export interface GeometryDrawing {
  /** For `GeometryLayer`'s `draft` (or `TourViewer`'s `editing.draft`). */
  readonly draft: GeometryDraft;
  /** For the panorama's pick: each click adds a vertex. */
  readonly addVertex: (point: SphericalPoint) => void;
  readonly undo: () => void;
  /** Hands the vertices to `onComplete` and starts a new shape. */
  readonly finish: () => void;
  readonly cancel: () => void;
}

/**
 * Drawing a polygon or polyline vertex by vertex. The hook only keeps the vertices clicked so
 * far; whether the shape is acceptable (enough vertices, where it is saved) is the caller's.
 */
export const useGeometryDrawing = (
  type: GeometryDraft["type"],
  onComplete: (vertices: SphericalPoint[]) => void,
): GeometryDrawing => {
  const [vertices, setVertices] = useState<SphericalPoint[]>([]);
  const addVertex = useCallback((p: SphericalPoint) => setVertices((v) => [...v, p]), []);
  const undo = useCallback(() => setVertices((v) => v.slice(0, -1)), []);
  const cancel = useCallback(() => setVertices([]), []);
  const finish = useCallback(() => {
    onComplete(vertices);
    setVertices([]);
  }, [onComplete, vertices]);
  const draft = useMemo(() => ({ type, vertices }), [type, vertices]);
  return { draft, addVertex, undo, finish, cancel };
};

/** Where a model is to be placed: the picked direction and a distance in metres. */
export interface ModelSpot extends SphericalPoint {
  readonly distance: number;
}

/**
 * Placing a model with a click: returns the pick handler, which reports the direction clicked
 * and the distance to stand the model at (the caller creates the model).
 */
export const useModelPlacement = (
  onPlace: (spot: ModelSpot) => void,
  distance = DEFAULT_MODEL_DISTANCE,
): ((point: SphericalPoint) => void) =>
  useCallback(
    (point) => onPlace({ yaw: point.yaw, pitch: point.pitch, distance }),
    [onPlace, distance],
  );
