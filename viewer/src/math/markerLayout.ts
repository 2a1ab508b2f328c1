import type { SphericalPoint } from "@orbis/core/contract";
import { onScreen, projectPoint } from "./projection";
import type { Camera } from "./view";

/*
 * Where the marker buttons go on the screen for a camera. Markers behind the camera or off the
 * screen are hidden; labels that would overlap a marker nearer the view's centre are dropped,
 * so a crowded scene stays readable while the icons all stay clickable.
 */

/** A marker's placement on the screen. */
export interface MarkerPlacement {
  readonly id: string;
  /** Centre of the icon, CSS pixels from the viewport's top-left. */
  readonly x: number;
  readonly y: number;
  readonly visible: boolean;
  /** Whether the label fits without covering a label nearer the centre. */
  readonly showLabel: boolean;
  /** Stacking order: the nearer the view's centre, the higher. */
  readonly zIndex: number;
}

/** A marker to lay out: a direction and the size of its label box. */
export interface MarkerInput extends SphericalPoint {
  readonly id: string;
  /** Label box size in CSS pixels, drawn below the icon; 0 × 0 when there is no label. */
  readonly labelWidth?: number;
  readonly labelHeight?: number;
}

/** Pixels around the viewport in which a marker still counts as shown (half an icon). */
export const MARKER_MARGIN = 24;

/** Vertical gap between the icon's centre and the top of its label. */
const LABEL_OFFSET = 22;

interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The placements of markers for a camera, in the order given. */
export const layoutMarkers = (
  markers: readonly MarkerInput[],
  camera: Camera,
): MarkerPlacement[] => {
  const projected = markers.map((m) => {
    const p = projectPoint(m, camera);
    return { marker: m, point: p, visible: p !== null && onScreen(p, camera, MARKER_MARGIN) };
  });
  // Labels are claimed from the view's centre outwards.
  const order = projected
    .map((entry, index) => ({ entry, index }))
    .filter(({ entry }) => entry.visible)
    .sort((a, b) => (b.entry.point?.depth ?? 0) - (a.entry.point?.depth ?? 0));
  const taken: Box[] = [];
  const showLabel = new Set<number>();
  const rank = new Map<number, number>();
  order.forEach(({ entry, index }, position) => {
    rank.set(index, order.length - position);
    const { point, marker } = entry;
    const width = marker.labelWidth ?? 0;
    const height = marker.labelHeight ?? 0;
    if (point === null || width === 0 || height === 0) return;
    const box = {
      left: point.x - width / 2,
      right: point.x + width / 2,
      top: point.y + LABEL_OFFSET,
      bottom: point.y + LABEL_OFFSET + height,
    };
    if (taken.some((t) => overlaps(t, box))) return;
    taken.push(box);
    showLabel.add(index);
  });
  return projected.map(({ marker, point, visible }, index) => ({
    id: marker.id,
    x: point?.x ?? 0,
    y: point?.y ?? 0,
    visible,
    showLabel: showLabel.has(index),
    zIndex: rank.get(index) ?? 0,
  }));
};
