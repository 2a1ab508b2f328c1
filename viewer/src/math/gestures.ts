import type { View } from "@orbis/core/contract";
import { clampView, DEFAULT_LIMITS, type ViewLimits, type Viewport, verticalFov } from "./view";

/*
 * What the visitor's hands do to the view: dragging moves the panorama with the finger (the
 * point grabbed stays under it, near the centre), wheel and pinch change the field of view,
 * keys turn and zoom in steps.
 */

/** The view after dragging by (dx, dy) CSS pixels. */
export const dragView = (
  view: View,
  dx: number,
  dy: number,
  viewport: Viewport,
  limits: ViewLimits = DEFAULT_LIMITS,
): View => {
  const perPixelX = view.fov / Math.max(1, viewport.width);
  const perPixelY = verticalFov(view.fov, viewport) / Math.max(1, viewport.height);
  return clampView(
    { yaw: view.yaw - dx * perPixelX, pitch: view.pitch + dy * perPixelY, fov: view.fov },
    limits,
  );
};

/** The view zoomed by a factor on its fov (> 1 zooms out). */
export const zoomView = (view: View, factor: number, limits: ViewLimits = DEFAULT_LIMITS): View =>
  clampView({ ...view, fov: view.fov * factor }, limits);

/** The fov factor of a wheel event's vertical delta in pixels: smooth, symmetric in and out. */
export const wheelFactor = (deltaY: number): number =>
  Math.exp(Math.max(-200, Math.min(200, deltaY)) * 0.0015);

/** The fov factor of a pinch going from `before` to `after` pixels between the fingers. */
export const pinchFactor = (before: number, after: number): number =>
  after <= 0 || before <= 0 ? 1 : before / after;

/** Degrees a key press turns the view, as a share of its fov. */
const KEY_TURN = 0.1;

/** The view after a key press, or null when the key is not a view key. */
export const keyView = (
  view: View,
  key: string,
  limits: ViewLimits = DEFAULT_LIMITS,
): View | null => {
  const step = view.fov * KEY_TURN;
  switch (key) {
    case "ArrowLeft":
      return clampView({ ...view, yaw: view.yaw - step }, limits);
    case "ArrowRight":
      return clampView({ ...view, yaw: view.yaw + step }, limits);
    case "ArrowUp":
      return clampView({ ...view, pitch: view.pitch + step }, limits);
    case "ArrowDown":
      return clampView({ ...view, pitch: view.pitch - step }, limits);
    case "+":
    case "=":
      return zoomView(view, 1 / 1.15, limits);
    case "-":
    case "_":
      return zoomView(view, 1.15, limits);
    default:
      return null;
  }
};
