import { Worker } from "node:worker_threads";
import { AppError, ErrorCode } from "@orbis/core/errors";
import { encodePanorama } from "./finishPanorama";
import type { GenerationRequest, PanoramaGenerator } from "./panoramaGenerator";
import { paintSketch, type SketchOrder } from "./sketchPainter";

/*
 * The painter runs on a worker thread made from its source text, as the tiler's remap kernels do
 * (see modules/tours/tiling/remapWorkers.ts): a 4096 px panorama is seconds of arithmetic that
 * must not hold up the server's requests, and the same code runs under vitest and in the bundle.
 */
const workerSource = `"use strict";
var __name = (fn) => fn;
const { parentPort, workerData } = require("node:worker_threads");
const pixels = (${paintSketch.toString()})(workerData);
parentPort.postMessage(pixels, [pixels.buffer]);
`;

const paintOnWorker = (order: SketchOrder, signal?: AbortSignal): Promise<Uint8Array> =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const worker = new Worker(workerSource, { eval: true, workerData: order });
    const onAbort = () => {
      reject(signal?.reason);
      void worker.terminate();
    };
    signal?.addEventListener("abort", onAbort, { once: true });
    worker.once("message", (pixels: Uint8Array) => {
      signal?.removeEventListener("abort", onAbort);
      resolve(pixels);
      void worker.terminate();
    });
    worker.once("error", (error) => {
      signal?.removeEventListener("abort", onAbort);
      reject(error);
    });
  });

/** The smallest and largest sketch the generator paints (a tour needs at least 1024 px). */
export const SKETCH_WIDTHS = { min: 256, max: 8192 } as const;

/**
 * The embedded AI panorama generator: no model, a procedural landscape in the style's palette,
 * the same picture for the same prompt and style. It is a sketch, and says so (`kind`).
 */
export const createSketchGenerator = (): PanoramaGenerator => ({
  kind: "sketch",
  async generate(request: GenerationRequest, signal?: AbortSignal) {
    const { width } = request;
    if (
      !Number.isInteger(width) ||
      width % 2 !== 0 ||
      width < SKETCH_WIDTHS.min ||
      width > SKETCH_WIDTHS.max
    )
      throw new AppError(ErrorCode.badRequest, {
        message: `A sketch's width is an even number of pixels from ${SKETCH_WIDTHS.min} to ${SKETCH_WIDTHS.max}, not ${width}`,
      });
    const order: SketchOrder = {
      width,
      height: width / 2,
      palette: request.style.palette,
      seed: request.seed,
    };
    const data = await paintOnWorker(order, signal);
    return encodePanorama({ data, width, height: order.height, channels: 3 });
  },
});
