import { mkdir, rm, stat } from "node:fs/promises";
import { basename, join } from "node:path";
import { levelLayouts, multiresLayout, panoramaSizeProblem } from "@orbis/core/panorama";
import { runPipeline } from "./pipeline";
import { badSize, damaged } from "./refusals";
import { readDimensions } from "./sharpInput";

import type { TileOptions, TileResult } from "./tileTypes";

export type { TileOptions, TileResult } from "./tileTypes";

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/**
 * Cuts the equirectangular panorama at `inputPath` into Pannellum multires tiles under
 * `outDir/tiles/{level}/{face}{row}_{col}.jpg`, level 1 the smallest. Writes inside `outDir`
 * only; on failure or abort everything it wrote is removed again (and `outDir` itself if this
 * call created it), so the caller never picks up a partial tile set. Refuses an existing
 * `outDir/tiles`.
 */
export const tilePanorama = async (
  inputPath: string,
  outDir: string,
  options: TileOptions = {},
): Promise<TileResult> => {
  options.signal?.throwIfAborted();
  const name = basename(inputPath);
  let size: { width: number; height: number };
  try {
    size = await readDimensions(inputPath);
  } catch (error) {
    throw damaged(name, error);
  }
  const problem = panoramaSizeProblem(size.width, size.height);
  if (problem) throw badSize(name, size.width, size.height, problem);
  const layout = multiresLayout(size.width);

  const createdOutDir = !(await exists(outDir));
  await mkdir(outDir, { recursive: true });
  const tilesDir = join(outDir, "tiles");
  let createdTiles = false;
  try {
    await mkdir(tilesDir);
    createdTiles = true;
    for (const { level } of levelLayouts(layout)) await mkdir(join(tilesDir, String(level)));
    return await runPipeline(inputPath, outDir, tilesDir, size, layout, options);
  } catch (error) {
    if (createdTiles) await rm(tilesDir, { recursive: true, force: true });
    if (createdOutDir) await rm(outDir, { recursive: true, force: true });
    throw error;
  }
};
