import { markupToText } from "../format/markup";
import type { CubeFace } from "../panorama/faces";
import { negate, normalizeYaw } from "./angles";
import type { DraftScene } from "./assemble";
import { PANNELLUM_CUBEMAP_ORDER } from "./faces";
import type { PannellumSceneInput } from "./pannellumSchema";
import { multiresSource } from "./pannellumTiles";
import type { ImageSource } from "./plan";
import { interopError } from "./problems";
import { fitTitle } from "./text";

/** The document name in Pannellum refusals. */
export const PANNELLUM = "Pannellum tour";

/** Pannellum's `hfov` when a scene gives none. */
export const PANNELLUM_DEFAULT_HFOV = 100;

/** Pannellum's `absoluteURL`: a scheme, `//`, a root path or a blob. */
const isAbsolute = (url: string): boolean =>
  /^(?:[a-z]+:)?\/\//i.test(url) || url.startsWith("/") || url.startsWith("blob:");

/** `path` as Pannellum loads it: prefixed with `basePath` unless absolute. */
const resolve = (basePath: string | undefined, path: string): string =>
  basePath && !isAbsolute(path) ? basePath + path : path;

/** The image of a merged scene, or null (with a warning) for what cannot be imported. */
const imageSource = (
  scene: PannellumSceneInput,
  path: readonly PropertyKey[],
  where: string,
  warnings: string[],
): ImageSource | null => {
  const type = scene.type ?? "equirectangular";
  if (scene.dynamic === true) {
    warnings.push(`${where}: a video (dynamic) scene cannot be imported; the scene is dropped.`);
    return null;
  }
  if (type === "equirectangular") {
    if (scene.panorama === undefined)
      throw interopError(PANNELLUM, [...path, "panorama"], "the scene has no image (panorama)");
    return { kind: "equirectangular", path: resolve(scene.basePath, scene.panorama) };
  }
  if (type === "cubemap") {
    const cubeMap = scene.cubeMap;
    if (cubeMap === undefined)
      throw interopError(PANNELLUM, [...path, "cubeMap"], "the scene has no image (cubeMap)");
    const face = (face: CubeFace): string => {
      const index = PANNELLUM_CUBEMAP_ORDER.indexOf(face);
      const url = cubeMap[index];
      if (url === null || url === undefined || url === "null") {
        throw interopError(
          PANNELLUM,
          [...path, "cubeMap", index],
          "a partial cube map (missing face) cannot be imported",
        );
      }
      return resolve(scene.basePath, url);
    };
    const faces = {
      f: face("f"),
      r: face("r"),
      b: face("b"),
      l: face("l"),
      u: face("u"),
      d: face("d"),
    };
    return { kind: "cubemap", faces };
  }
  if (type === "multires") {
    if (scene.multiRes === undefined)
      throw interopError(PANNELLUM, [...path, "multiRes"], "the scene has no image (multiRes)");
    return multiresSource(scene.basePath, scene.multiRes);
  }
  warnings.push(
    `${where}: the scene type ${JSON.stringify(type)} is not supported; the scene is dropped.`,
  );
  return null;
};

const PARTIAL_KEYS = ["haov", "vaov", "vOffset", "horizonPitch", "horizonRoll"] as const;
const FULL: Readonly<Record<(typeof PARTIAL_KEYS)[number], number>> = {
  haov: 360,
  vaov: 180,
  vOffset: 0,
  horizonPitch: 0,
  horizonRoll: 0,
};

/**
 * A Pannellum scene (its `default` keys merged in) as a draft scene, or null when it is dropped.
 * `path` is where the scene sits in the document, for refusals.
 */
export const readPannellumScene = (
  sourceId: string,
  scene: PannellumSceneInput,
  path: readonly PropertyKey[],
  where: string,
  warnings: string[],
): DraftScene | null => {
  const source = imageSource(scene, path, where, warnings);
  if (source === null) return null;
  const odd = PARTIAL_KEYS.filter((key) => scene[key] !== undefined && scene[key] !== FULL[key]);
  if (odd.length > 0) {
    warnings.push(
      `${where}: ${odd.join(", ")} ignored; the panorama is taken as a full, level sphere.`,
    );
  }
  const title =
    scene.title === undefined
      ? undefined
      : scene.escapeHTML
        ? scene.title
        : markupToText(scene.title);
  return {
    sourceId,
    title: fitTitle(title, sourceId),
    source,
    initialView: {
      yaw: normalizeYaw(scene.yaw ?? 0),
      pitch: scene.pitch ?? 0,
      fov: scene.hfov ?? PANNELLUM_DEFAULT_HFOV,
    },
    northOffset: normalizeYaw(negate(scene.northOffset ?? 0)),
  };
};
