import type { MultiresLayout } from "@orbis/core/panorama";
import type { LevelChoice } from "./levels";
import { levelTiles, type Tile, visibleTiles } from "./tiles";
import type { Camera } from "./view";

/*
 * What to draw and what to load for one frame. Drawing: the sharpest complete cover of the
 * view and nothing under it (a software GL pays for every layer of overdraw); while the view's
 * level is incomplete, the blurrier levels (and the preview, until level 1 is whole) fill the
 * gaps. Loading: level 1 first (six small images cover the sphere), then the tiles in view
 * nearest the centre first, then the rest of the sphere level.
 */

/** One frame's plan. */
export interface TilePlan {
  /** Draw the preview under the tiles. */
  readonly preview: boolean;
  /** Loaded tiles to draw, in order (blurriest first). */
  readonly draw: readonly Tile[];
  /** Tiles to load, most wanted first. */
  readonly want: readonly Tile[];
}

/** The plan for a camera, given which tiles are loaded. */
export const planTiles = (
  layout: MultiresLayout,
  levels: LevelChoice,
  camera: Camera,
  loaded: (key: string) => boolean,
): TilePlan => {
  const want = new Map<string, Tile>();
  const level1 = levelTiles(layout, 1);
  for (const t of level1) want.set(t.key, t);
  const inView = visibleTiles(layout, levels.view, camera);
  for (const t of visibleTiles(layout, levels.sphere, camera)) want.set(t.key, t);
  for (const t of inView) want.set(t.key, t);
  for (const t of levelTiles(layout, levels.sphere)) want.set(t.key, t);

  if (inView.every((t) => loaded(t.key)))
    return { preview: false, draw: inView, want: [...want.values()].filter((t) => !loaded(t.key)) };
  const draw: Tile[] = [];
  for (let level = 1; level < levels.view; level++)
    for (const t of visibleTiles(layout, level, camera)) if (loaded(t.key)) draw.push(t);
  for (const t of inView) if (loaded(t.key)) draw.push(t);
  return {
    preview: !level1.every((t) => loaded(t.key)),
    draw,
    want: [...want.values()].filter((t) => !loaded(t.key)),
  };
};

/** The tile a key names (`3/f1_2.jpg`), or undefined for another key. */
export const tileOfKey = (key: string): Tile | undefined => {
  const match = /^(\d+)\/([fbudlr])(\d+)_(\d+)\.jpg$/.exec(key);
  if (match === null) return undefined;
  const [, level, face, row, column] = match;
  return {
    level: Number(level),
    face: face as Tile["face"],
    row: Number(row),
    column: Number(column),
    key,
  };
};
