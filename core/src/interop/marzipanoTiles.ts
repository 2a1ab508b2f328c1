import { MARZIPANO_PREVIEW_FACE_ORDER } from "./faces";
import type { MarzipanoSceneInput } from "./marzipanoSchema";
import type { TileLevel, TileSource } from "./tiles";

const letters = { f: "f", r: "r", b: "b", l: "l", u: "u", d: "d" } as const;

/** A scene's levels as tiles at `{tilesBase}/{id}/{z}/{f}/{y}/{x}.jpg` (z from 0, the smallest). */
export const marzipanoTileSource = (scene: MarzipanoSceneInput, tilesBase: string): TileSource => {
  const levels: TileLevel[] = scene.levels.map((level, index) => ({
    level: index,
    faceSize: level.size,
    tileSize: level.tileSize,
    fallbackOnly: level.fallbackOnly === true,
  }));
  const shown = levels.filter((level) => !level.fallbackOnly);
  const topLevel = shown.reduce((top, level) => (level.faceSize > top.faceSize ? level : top));
  return {
    kind: "tiles",
    format: "marzipano",
    urlTemplate: `${tilesBase}/${scene.id}/{level}/{face}/{y}/{x}.jpg`,
    faceLetters: letters,
    levels,
    topLevel,
    fallback: {
      kind: "strip",
      path: `${tilesBase}/${scene.id}/preview.jpg`,
      faceOrder: MARZIPANO_PREVIEW_FACE_ORDER,
    },
  };
};
