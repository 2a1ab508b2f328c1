import { rm } from "node:fs/promises";
import { join } from "node:path";
import { AppError, ErrorCode } from "@orbis/core/errors";
import {
  type CubeRaster,
  type ImportScene,
  importedFileName,
  levelToRebuild,
  resolveArchiveReference,
  type TileSource,
  topLevelTiles,
} from "@orbis/core/interop";
import { CUBE_FACES, type CubeFace } from "@orbis/core/panorama";
import { inspectPanorama, type PanoramaInspection } from "../tours";
import { facesFromImages, facesFromTiles, type PlacedTile, type UnpackedImage } from "./cubeFaces";
import { writeEquirectJpeg } from "./equirectFile";
import type { ZipArchive } from "./zipArchive";

/** A scene's equirectangular image, checked as an upload would be, ready for `storePanorama`. */
export interface PreparedScene {
  readonly scene: ImportScene;
  /** The image, in the import's work folder. */
  readonly path: string;
  readonly fileName: string;
  readonly inspection: PanoramaInspection;
}

/** Where a scene's files come from and go to. */
interface SceneContext {
  readonly archive: ZipArchive;
  /** The tour document's folder: references resolve from there. */
  readonly documentDir: string;
  /** A folder of the import's own; files are named by counter, never by archive names. */
  readonly work: string;
  readonly where: string;
  readonly key: string;
}

/** Unpacks the archive entry a reference names, refusing a missing or remote one. */
const unpack = async (ctx: SceneContext, reference: string, n: number): Promise<UnpackedImage> => {
  const resolved = resolveArchiveReference(ctx.documentDir, reference);
  if ("problem" in resolved)
    throw new AppError(ErrorCode.badRequest, {
      message: `body.file: ${ctx.where}: ${resolved.problem}`,
    });
  const name = resolved.paths.find((path) => ctx.archive.has(path));
  if (name === undefined) {
    throw new AppError(ErrorCode.badRequest, {
      message: `body.file: ${ctx.where}: the image ${JSON.stringify(reference)} is not in the ZIP (looked for ${JSON.stringify(resolved.paths[0])})`,
    });
  }
  const file = join(ctx.work, `${ctx.key}-${n}`);
  await ctx.archive.extract(name, file);
  return { file, name };
};

/** The faces of a tile pyramid, from the tiles of the level worth rebuilding. */
const tileFaces = async (ctx: SceneContext, source: TileSource): Promise<CubeRaster> => {
  const level = levelToRebuild(source);
  const refs = topLevelTiles({ ...source, topLevel: level });
  const tiles: Record<CubeFace, PlacedTile[]> = { f: [], r: [], b: [], l: [], u: [], d: [] };
  let n = 0;
  for (const ref of refs)
    tiles[ref.face].push({ x: ref.x, y: ref.y, image: await unpack(ctx, ref.url, n++) });
  try {
    return await facesFromTiles(ctx.where, level, tiles);
  } finally {
    await Promise.all(
      Object.values(tiles).flatMap((list) => list.map((t) => rm(t.image.file, { force: true }))),
    );
  }
};

/** The six images of a cube map. */
const cubemapFaces = async (
  ctx: SceneContext,
  faces: Readonly<Record<CubeFace, string>>,
): Promise<CubeRaster> => {
  const images = {} as Record<CubeFace, UnpackedImage>;
  for (const [n, face] of CUBE_FACES.entries()) images[face] = await unpack(ctx, faces[face], n);
  try {
    return await facesFromImages(ctx.where, images);
  } finally {
    await Promise.all(Object.values(images).map((i) => rm(i.file, { force: true })));
  }
};

/**
 * Brings one scene's image out of the archive as an equirectangular file and inspects it as an
 * upload (magic bytes, 2:1, size and pixel limits, a full decode). An equirectangular source is
 * taken as it is; cube faces and tile pyramids are rebuilt into one first.
 */
export const prepareScene = async (
  archive: ZipArchive,
  documentDir: string,
  scene: ImportScene,
  work: string,
): Promise<PreparedScene> => {
  const where = `scene ${JSON.stringify(scene.sourceId)}`;
  const ctx: SceneContext = { archive, documentDir, work, where, key: scene.key };
  const fileName = importedFileName(scene);
  const source = scene.source;
  let path: string;
  if (source.kind === "equirectangular") {
    path = (await unpack(ctx, source.path, 0)).file;
  } else {
    const cube =
      source.kind === "cubemap"
        ? await cubemapFaces(ctx, source.faces)
        : await tileFaces(ctx, source);
    path = join(work, `${scene.key}.jpg`);
    await writeEquirectJpeg(cube, path);
  }
  const inspection = await inspectPanorama(path, { name: `body.file: ${where} (${fileName})` });
  return { scene, path, fileName, inspection };
};
