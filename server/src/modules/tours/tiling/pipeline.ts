import {
  type CubeFace,
  countTiles,
  FACE_BASES,
  faceSourceRows,
  type MultiresLayout,
} from "@orbis/core/panorama";
import { decodeEquirect } from "./decode";
import { encodeFace } from "./encode";
import { allocateEquirect } from "./equirect";
import { createFacePool } from "./facePool";
import { createLimiter } from "./limiter";
import { trackProgress } from "./progress";
import { openRemapWorkers, REMAP_WORKER_LIMIT } from "./remapWorkers";
import type { TileOptions, TileResult } from "./tileTypes";

/*
 * The tiler's pipeline: one decode streams the equirect into shared memory; the process's remap
 * workers (one per core, shared by every job: ./remapWorkers.ts) compute the faces from it, each face starting as soon as the rows it reads are in
 * (the up face after ~30 % of the decode); each computed face is cut into tiles by libvips while
 * the workers go on with the next. Face buffers come from a small pool, so at most
 * `workers + 2` faces exist at once.
 */

/*
 * Face order. The up face reads only the top ~30 % of the equirect, so it starts first, while the
 * decode is still running; the side faces need the middle half, the down face all of it. The
 * poles cost ~1.7× a side face, so the down face goes right after the first side face, and the
 * cheap side faces come last, where they even out the two workers' finishing times.
 */
const ORDER: readonly CubeFace[] = ["u", "f", "d", "r", "b", "l"];

const faceOrder = (faceSize: number, height: number) =>
  ORDER.map((face) => ({ face, rowsNeeded: faceSourceRows(face, faceSize, height).last + 1 }));

/** Runs the whole pipeline into `tilesDir`, which exists with its level folders. */
export const runPipeline = async (
  inputPath: string,
  outDir: string,
  tilesDir: string,
  size: { width: number; height: number },
  layout: MultiresLayout,
  options: TileOptions,
): Promise<TileResult> => {
  const controller = new AbortController();
  const stop = (reason: unknown) => {
    if (!controller.signal.aborted) controller.abort(reason);
  };
  const onAbort = () => stop(options.signal?.reason);
  options.signal?.addEventListener("abort", onAbort, { once: true });

  const started = performance.now();
  const equirect = allocateEquirect(size.width, size.height);
  const workers = openRemapWorkers({ ...equirect, faceSize: layout.cubeSize });
  controller.signal.addEventListener("abort", () => void workers.close(), { once: true });
  const progress = trackProgress(size.height, countTiles(layout), options.onProgress);
  // Two faces beyond those being computed, so a worker never waits while the faces before it
  // are cut into tiles (with one, it did: ~0.2 s idle per 8K panorama).
  const pool = createFacePool(REMAP_WORKER_LIMIT + 2, layout.cubeSize ** 2 * 3);
  const context = {
    layout,
    tilesDir,
    limiter: createLimiter(2),
    onTile: () => progress.tile(),
    signal: controller.signal,
  };
  const profile = { decodeMs: 0, remapMs: 0, encodeMs: 0 };
  // The first failure stops everything else; the others then fail with it as their reason.
  const guard = <T>(work: Promise<T>) =>
    work.catch((error: unknown) => {
      stop(error);
      throw error;
    });

  const decoding = guard(
    decodeEquirect(inputPath, equirect, {
      tmpDir: outDir,
      signal: controller.signal,
      onRows: (rows) => progress.rows(rows),
    }).then(() => {
      profile.decodeMs = performance.now() - started;
    }),
  );
  const faces = faceOrder(layout.cubeSize, size.height).map(({ face, rowsNeeded }) =>
    guard(
      (async () => {
        const buffer = await pool.acquire();
        let held = true;
        const release = () => {
          if (held) pool.release(buffer);
          held = false;
        };
        try {
          controller.signal.throwIfAborted();
          const { centre, right, down } = FACE_BASES[face];
          // Awaited first: `x += await y` would read x before the wait and lose other faces' time.
          const remapMs = await workers.run({ centre, right, down, target: buffer, rowsNeeded });
          profile.remapMs += remapMs;
          progress.face();
          const encodeStart = performance.now();
          const bytes = await encodeFace(face, new Uint8Array(buffer), context, release);
          profile.encodeMs += performance.now() - encodeStart;
          return bytes;
        } finally {
          release();
        }
      })(),
    ),
  );
  // Everything is awaited, failed or not, so nothing still writes when the caller cleans up.
  const results = await Promise.allSettled([decoding, ...faces]);
  options.signal?.removeEventListener("abort", onAbort);
  await workers.close();
  if (controller.signal.aborted) throw controller.signal.reason;
  progress.done();
  const bytes = results.reduce(
    (sum, r) => sum + (r.status === "fulfilled" && typeof r.value === "number" ? r.value : 0),
    0,
  );
  return { layout, tiles: countTiles(layout), bytes, profile };
};
