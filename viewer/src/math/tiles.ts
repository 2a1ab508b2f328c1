import {
  CUBE_FACES,
  type CubeFace,
  FACE_BASES,
  type LevelLayout,
  levelLayouts,
  type MultiresLayout,
  tileKey,
  tileRect,
  type Vec3,
} from "@orbis/core/panorama";
import type { Camera } from "./view";

/*
 * The tiles of the pyramid as geometry: where each tile sits on the unit cube and whether the
 * camera can see it. Face letters, orientation and tile names are core's (Pannellum's multires).
 */

/** One tile of the pyramid. */
export interface Tile {
  readonly level: number;
  readonly face: CubeFace;
  readonly row: number;
  readonly column: number;
  /** Its path under the scene's tile base, e.g. `3/f1_2.jpg`. */
  readonly key: string;
}

/** A point of a face plane at face coordinates (0..1 across, 0..1 down), on the unit cube. */
const cubePoint = (face: CubeFace, x: number, y: number): Vec3 => {
  const { centre, right, down } = FACE_BASES[face];
  const s = 2 * x - 1;
  const t = 2 * y - 1;
  return [
    centre[0] + s * right[0] + t * down[0],
    centre[1] + s * right[1] + t * down[1],
    centre[2] + s * right[2] + t * down[2],
  ];
};

/**
 * The four corners of a tile on the unit cube, in texture order: top-left, top-right,
 * bottom-right, bottom-left (a tile image's first pixel is its top-left).
 */
export const tileCorners = (
  layout: MultiresLayout,
  level: LevelLayout,
  tile: Pick<Tile, "face" | "row" | "column">,
): [Vec3, Vec3, Vec3, Vec3] => {
  const rect = tileRect(level, layout.tileSize, tile.row, tile.column);
  const x0 = rect.left / level.faceSize;
  const y0 = rect.top / level.faceSize;
  const x1 = (rect.left + rect.width) / level.faceSize;
  const y1 = (rect.top + rect.height) / level.faceSize;
  return [
    cubePoint(tile.face, x0, y0),
    cubePoint(tile.face, x1, y0),
    cubePoint(tile.face, x1, y1),
    cubePoint(tile.face, x0, y1),
  ];
};

/** Every tile of a level. */
export const levelTiles = (layout: MultiresLayout, level: number): Tile[] => {
  const info = levelLayouts(layout)[level - 1];
  if (info === undefined) return [];
  const tiles: Tile[] = [];
  for (const face of CUBE_FACES)
    for (let row = 0; row < info.tilesPerRow; row++)
      for (let column = 0; column < info.tilesPerRow; column++)
        tiles.push({ level, face, row, column, key: tileKey(level, face, row, column) });
  return tiles;
};

const unit = (v: Vec3): Vec3 => {
  const l = Math.hypot(v[0], v[1], v[2]);
  return [v[0] / l, v[1] / l, v[2] / l];
};
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/**
 * The tiles of a level the camera sees, nearest the view's centre first (the load order). A
 * tile counts as seen when the cone around it (its centre and its farthest corner) meets the
 * cone around the view (its centre and its corner): a little generous at the screen's corners,
 * never missing a tile.
 */
export const visibleTiles = (layout: MultiresLayout, level: number, camera: Camera): Tile[] => {
  const info = levelLayouts(layout)[level - 1];
  if (info === undefined) return [];
  const viewRadius = Math.atan(Math.hypot(camera.tanX, camera.tanY));
  const seen: { tile: Tile; angle: number }[] = [];
  for (const tile of levelTiles(layout, level)) {
    const corners = tileCorners(layout, info, tile).map(unit);
    const [a, , c] = corners as [Vec3, Vec3, Vec3, Vec3];
    const centre = unit([a[0] + c[0], a[1] + c[1], a[2] + c[2]]);
    const radius = Math.max(...corners.map((k) => Math.acos(Math.min(1, dot(k, centre)))));
    const angle = Math.acos(Math.max(-1, Math.min(1, dot(centre, camera.forward))));
    if (angle <= viewRadius + radius) seen.push({ tile, angle });
  }
  return seen.sort((p, q) => p.angle - q.angle).map((s) => s.tile);
};
