import { CUBE_FACES, type CubeFace } from "../panorama/faces";

/** One level of a tiled cube: its placeholder value in URLs, face size and tile size. */
export interface TileLevel {
  /** The value of `{level}` in the URL template (Pannellum counts from 1, Marzipano from 0). */
  readonly level: number;
  /** Width and height of a whole face at this level, in pixels. */
  readonly faceSize: number;
  /** Width and height of a full tile, in pixels (the last row and column may be smaller). */
  readonly tileSize: number;
  /** Marzipano's `fallbackOnly`: a level only shown while better ones load. */
  readonly fallbackOnly: boolean;
}

/** Small whole-face images shown when tiles cannot be: one file per face, or one strip. */
export type TileFallback =
  | { readonly kind: "faces"; readonly urlTemplate: string }
  | { readonly kind: "strip"; readonly path: string; readonly faceOrder: readonly CubeFace[] };

/**
 * A scene's image as cube tiles, as the source tour lays them out. Paths are as the document
 * names them (resolved against its base paths, otherwise relative to the document).
 */
export interface TileSource {
  readonly kind: "tiles";
  readonly format: "pannellum-multires" | "marzipano";
  /** The tile URL with `{face}`, `{level}`, `{x}` (column) and `{y}` (row) placeholders. */
  readonly urlTemplate: string;
  /** The letter each face has in URLs. */
  readonly faceLetters: Readonly<Record<CubeFace, string>>;
  /** The levels, smallest first. */
  readonly levels: readonly TileLevel[];
  /** The largest level that is not `fallbackOnly`: the one to fetch to rebuild the faces. */
  readonly topLevel: TileLevel;
  readonly fallback: TileFallback | null;
}

/** How many tiles a face has across (and down) at `level`. */
export const tilesPerSide = (level: TileLevel): number =>
  Math.ceil(level.faceSize / level.tileSize);

/** `template` with every `{name}` of `values` filled in. */
export const fillTemplate = (
  template: string,
  values: Readonly<Record<string, string | number>>,
): string =>
  Object.entries(values).reduce(
    (url, [name, value]) => url.split(`{${name}}`).join(String(value)),
    template,
  );

/** The URL of one tile: `x` is the column, `y` the row, from the face's top-left corner. */
export const tileUrl = (
  source: TileSource,
  face: CubeFace,
  level: TileLevel,
  x: number,
  y: number,
): string =>
  fillTemplate(source.urlTemplate, {
    face: source.faceLetters[face],
    level: level.level,
    x,
    y,
  });

/** One tile to fetch: where it goes on which face, and its URL. */
export interface TileRef {
  readonly face: CubeFace;
  readonly x: number;
  readonly y: number;
  readonly url: string;
}

/** Every tile of the top level, face by face, row by row: what rebuilds full-size faces. */
export const topLevelTiles = (source: TileSource): TileRef[] => {
  const level = source.topLevel;
  const side = tilesPerSide(level);
  return CUBE_FACES.flatMap((face) =>
    Array.from({ length: side * side }, (_, index) => {
      const x = index % side;
      const y = Math.floor(index / side);
      return { face, x, y, url: tileUrl(source, face, level, x, y) };
    }),
  );
};
