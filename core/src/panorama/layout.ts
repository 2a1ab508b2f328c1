import type { CubeFace } from "./faces";

/*
 * The multires layout exactly as Pannellum's utils/multires/generate.py computes it, so a tile
 * set made here is interchangeable with one made by generate.py and reads in Pannellum's viewer
 * with the `multiRes` config of ./pannellum.ts.
 */

/** Pannellum's default tile edge in pixels (generate.py `--tilesize`). */
export const DEFAULT_TILE_SIZE = 512;

/** The shape of a multires tile set. */
export interface MultiresLayout {
  /** Edge of a full tile in pixels (`tileResolution`). */
  readonly tileSize: number;
  /** Edge of a cube face at the most detailed level in pixels (`cubeResolution`). */
  readonly cubeSize: number;
  /** Number of levels, 1 the least detailed (`maxLevel`). */
  readonly levels: number;
}

/** Overrides of {@link multiresLayout}, as generate.py's `--tilesize` and `--cubesize`. */
export interface MultiresLayoutOptions {
  readonly tileSize?: number;
  /** A cube face size to use instead of the one derived from the panorama's width. */
  readonly cubeSize?: number;
}

/** Python 3's round(): halves go to the even neighbour (generate.py runs on Python). */
const roundHalfEven = (value: number): number => {
  const floor = Math.floor(value);
  const fraction = value - floor;
  if (fraction !== 0.5) return Math.round(value);
  return floor % 2 === 0 ? floor : floor + 1;
};

/**
 * The layout of a full 360° equirectangular panorama `width` pixels wide. A face `width/π` wide
 * has, at its centre, as many pixels per degree as the equirect has on its equator, so it keeps
 * all the detail; generate.py rounds it down to a multiple of 8: `cubeSize = 8·floor(width/π/8)`; `tileSize = min(512, cubeSize)`;
 * `levels = ceil(log2(cubeSize/tileSize)) + 1`, less one when the second level would round to
 * exactly one tile (generate.py's edge case, which also absorbs a log2 that lands a hair above
 * a whole number).
 */
export const multiresLayout = (
  width: number,
  options: MultiresLayoutOptions = {},
): MultiresLayout => {
  const cubeSize = options.cubeSize ?? 8 * Math.floor(width / Math.PI / 8);
  if (!(Number.isInteger(cubeSize) && cubeSize > 0))
    throw new RangeError(`a panorama ${width} px wide has no cube faces`);
  const tileSize = Math.min(options.tileSize ?? DEFAULT_TILE_SIZE, cubeSize);
  let levels = Math.ceil(Math.log2(cubeSize / tileSize)) + 1;
  if (roundHalfEven(cubeSize / 2 ** (levels - 2)) === tileSize) levels -= 1;
  return { tileSize, cubeSize, levels };
};

/** One level of a layout. */
export interface LevelLayout {
  /** 1 the least detailed, `layout.levels` the most. */
  readonly level: number;
  /** Edge of a cube face at this level in pixels. */
  readonly faceSize: number;
  /** Tiles along a face's edge: a face has `tilesPerRow²` tiles at this level. */
  readonly tilesPerRow: number;
}

/**
 * Every level from 1 (least detailed) to `layout.levels`. The face size halves with integer
 * division from the top level down, as generate.py does (`size = int(size / 2)`), so an odd size
 * loses its last pixel rather than rounding up.
 */
export const levelLayouts = ({ tileSize, cubeSize, levels }: MultiresLayout): LevelLayout[] => {
  const result: LevelLayout[] = [];
  let faceSize = cubeSize;
  for (let level = levels; level >= 1; level--) {
    result.unshift({ level, faceSize, tilesPerRow: Math.ceil(faceSize / tileSize) });
    faceSize = Math.floor(faceSize / 2);
  }
  return result;
};

/** A tile's pixels within its face at its level. */
export interface TileRect {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** The face pixels of tile (`row`, `column`) at a level: full tiles, cut short at the far edges. */
export const tileRect = (
  { faceSize }: LevelLayout,
  tileSize: number,
  row: number,
  column: number,
): TileRect => {
  const left = column * tileSize;
  const top = row * tileSize;
  return {
    left,
    top,
    width: Math.min(tileSize, faceSize - left),
    height: Math.min(tileSize, faceSize - top),
  };
};

/**
 * A tile's path relative to the tile set's base, as Pannellum requests it with
 * `path: "/%l/%s%y_%x"` and `extension: "jpg"`: `"{level}/{face}{row}_{column}.jpg"`.
 */
export const tileKey = (level: number, face: CubeFace, row: number, column: number): string =>
  `${level}/${face}${row}_${column}.jpg`;

/** Number of tiles of a whole tile set: six faces at every level. */
export const countTiles = (layout: MultiresLayout): number =>
  levelLayouts(layout).reduce((sum, { tilesPerRow }) => sum + 6 * tilesPerRow ** 2, 0);
