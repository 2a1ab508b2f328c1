import type { PannellumSceneInput } from "./pannellumSchema";
import type { TileLevel, TileSource } from "./tiles";

const letters = { f: "f", r: "r", b: "b", l: "l", u: "u", d: "d" } as const;

/** A multires block as tiles, with Pannellum's base path rules (pannellum.js `init`). */
export const multiresSource = (
  basePath: string | undefined,
  multiRes: NonNullable<PannellumSceneInput["multiRes"]>,
): TileSource => {
  const own = multiRes.basePath;
  const base =
    basePath && own && !/^(?:[a-z]+:)?\/\//i.test(own) ? basePath + own : (own ?? basePath ?? "");
  const urlTemplate = `${(base + multiRes.path)
    .replace("%s", "{face}")
    .replace("%l", "{level}")
    .replace("%x", "{x}")
    .replace("%y", "{y}")}.${multiRes.extension}`;
  const levels: TileLevel[] = Array.from({ length: multiRes.maxLevel }, (_, index) => ({
    level: index + 1,
    faceSize: Math.max(
      1,
      Math.floor(multiRes.cubeResolution / 2 ** (multiRes.maxLevel - index - 1)),
    ),
    tileSize: multiRes.tileResolution,
    fallbackOnly: false,
  }));
  const fallback = multiRes.fallbackPath
    ? {
        kind: "faces" as const,
        urlTemplate: `${base}${multiRes.fallbackPath.replace("%s", "{face}")}.${multiRes.extension}`,
      }
    : null;
  const topLevel: TileLevel = {
    level: multiRes.maxLevel,
    faceSize: multiRes.cubeResolution,
    tileSize: multiRes.tileResolution,
    fallbackOnly: false,
  };
  return {
    kind: "tiles",
    format: "pannellum-multires",
    urlTemplate,
    faceLetters: letters,
    levels,
    topLevel,
    fallback,
  };
};
