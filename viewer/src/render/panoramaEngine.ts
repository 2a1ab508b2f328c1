import type { DeviceLimits } from "../math/levels";
import { PanoramaRenderer } from "./PanoramaRenderer";
import type { ViewController } from "./ViewController";

/** A renderer drawing a controller's frames on a canvas. */
export interface PanoramaEngine {
  readonly canvas: HTMLCanvasElement;
  readonly controller: ViewController;
  readonly renderer: PanoramaRenderer;
  /** Stops drawing and frees the GPU. */
  readonly destroy: () => void;
}

/**
 * Starts drawing a controller's frames on a canvas (throws when the browser has no WebGL).
 * `PanoramaView` does it for itself, or adopts an engine started earlier: the published page
 * starts one before React has loaded, so the first frame does not wait for the interface.
 */
export const startPanoramaEngine = (
  canvas: HTMLCanvasElement,
  controller: ViewController,
  limits?: DeviceLimits,
): PanoramaEngine => {
  const renderer = new PanoramaRenderer(canvas, {
    limits,
    onChange: () => controller.invalidate(),
  });
  const unsubscribe = controller.subscribe((camera) =>
    renderer.render(camera, Math.min(2, globalThis.devicePixelRatio || 1)),
  );
  return {
    canvas,
    controller,
    renderer,
    destroy: () => {
      unsubscribe();
      renderer.destroy();
    },
  };
};
