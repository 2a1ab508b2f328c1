import type { MultiresLayout } from "./layout";

/** The `multiRes` object of a Pannellum scene for a tile set laid out by {@link multiresLayout}. */
export interface PannellumMultiRes {
  /** Tile path under `basePath`: level, face letter, row, column. */
  readonly path: "/%l/%s%y_%x";
  readonly extension: "jpg";
  readonly tileResolution: number;
  readonly maxLevel: number;
  readonly cubeResolution: number;
}

/**
 * Pannellum's `multiRes` config for a layout, as generate.py writes it (without a fallback,
 * which Orbis does not produce). The caller adds `basePath`, the URL of the `tiles` folder.
 */
export const pannellumMultiRes = ({
  tileSize,
  cubeSize,
  levels,
}: MultiresLayout): PannellumMultiRes => ({
  path: "/%l/%s%y_%x",
  extension: "jpg",
  tileResolution: tileSize,
  maxLevel: levels,
  cubeResolution: cubeSize,
});
