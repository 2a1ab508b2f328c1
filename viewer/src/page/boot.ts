import type { PublishedTour } from "@orbis/core/contract";
import { DESKTOP_LIMITS, PHONE_LIMITS } from "../math/levels";
import { warmImage } from "../render/loadImage";
import { type PanoramaEngine, startPanoramaEngine } from "../render/panoramaEngine";
import { ViewController } from "../render/ViewController";
import { tourStart } from "../tourStart";

/*
 * The published page's first stage: the first scene's panorama drawn before React and the
 * interface have even downloaded. A canvas goes into the page, a renderer starts on it with the
 * preview (whose download the page's preload link began), and the interface, once mounted,
 * adopts the running engine. Only this module's small graph is on the way to the first frame.
 */

/** A running engine and the moment its first frame is drawn. */
export interface BootedPanorama {
  readonly engine: PanoramaEngine;
  readonly firstFrame: Promise<void>;
}

/** Marks the first frame once per page load (for the benchmark and for profiling). */
export const markFirstFrame = (): void => {
  if (performance.getEntriesByName("orbis:first-frame").length === 0)
    performance.mark("orbis:first-frame");
};

/** Starts drawing the tour's first scene in `host`; null when it cannot (no WebGL, no scene). */
export const bootPanorama = (tour: PublishedTour, host: HTMLElement): BootedPanorama | null => {
  const start = tourStart(tour);
  const scene = tour.scenes.find((s) => s.id === start.sceneId);
  if (scene === undefined || start.view === null) return null;
  if (scene.previewUrl !== null) warmImage(scene.previewUrl);
  const canvas = document.createElement("canvas");
  canvas.className = "orbis-panorama-canvas";
  host.prepend(canvas);
  const controller = new ViewController(start.view);
  controller.setViewport({ width: host.clientWidth, height: host.clientHeight });
  const coarse = matchMedia("(pointer: coarse)").matches;
  let engine: PanoramaEngine;
  try {
    engine = startPanoramaEngine(canvas, controller, coarse ? PHONE_LIMITS : DESKTOP_LIMITS);
  } catch {
    canvas.remove();
    return null;
  }
  const firstFrame = new Promise<void>((resolve) => {
    engine.renderer.onFirstFrame = () => {
      markFirstFrame();
      resolve();
    };
  });
  engine.renderer.setScene(scene);
  return { engine, firstFrame };
};
