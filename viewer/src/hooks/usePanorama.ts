import type { SphericalPoint } from "@orbis/core/contract";
import { createContext, useContext, useEffect, useRef } from "react";
import { screenToYawPitch } from "../math/projection";
import type { Camera } from "../math/view";
import type { FrameListener, ViewController } from "../render/ViewController";

/** What a panorama offers the layers drawn over it. */
export interface PanoramaApi {
  readonly controller: ViewController;
  /** The yaw/pitch under a point given in client (window) coordinates, or null off the panorama. */
  readonly pickClient: (clientX: number, clientY: number) => SphericalPoint | null;
}

/** Provided by `PanoramaView` to its children. */
export const PanoramaContext = createContext<PanoramaApi | null>(null);

/** The panorama this component is drawn over; throws outside a `PanoramaView`. */
export const usePanorama = (): PanoramaApi => {
  const api = useContext(PanoramaContext);
  if (api === null) throw new Error("usePanorama is used outside a PanoramaView.");
  return api;
};

/**
 * Runs `listener` with the camera of every frame the panorama draws. Overlays move their
 * elements here, outside React renders; the latest listener is used without resubscribing,
 * and every render of the caller asks for a frame.
 */
export const useFrame = (listener: FrameListener): void => {
  const { controller } = usePanorama();
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => controller.subscribe((camera) => latest.current(camera)), [controller]);
  // A re-render may have changed what the listener draws: draw it on the next frame.
  useEffect(() => controller.invalidate());
};

/** A picker over an element's box: client coordinates to yaw/pitch for the current camera. */
export const clientPicker =
  (element: () => HTMLElement | null, camera: () => Camera) =>
  (clientX: number, clientY: number): SphericalPoint | null => {
    const box = element()?.getBoundingClientRect();
    if (box === undefined || box.width === 0) return null;
    return screenToYawPitch(clientX - box.left, clientY - box.top, camera());
  };
