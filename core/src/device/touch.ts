/** A touch drag starts once the finger moved this many pixels (docs/product/limits.md). */
export const TOUCH_DRAG_START_PX = 5;

/** A touch held this long without dragging is a press-hold (docs/product/limits.md). */
export const TOUCH_PRESS_HOLD_MS = 400;

/** What a touch has become so far. */
export type TouchGesture = "drag" | "press-hold" | "none";

/**
 * Classifies a touch from its movement and duration: moving at least
 * {@link TOUCH_DRAG_START_PX} makes a drag whatever the time; holding still for
 * {@link TOUCH_PRESS_HOLD_MS} makes a press-hold; anything less is nothing yet.
 */
export const classifyTouch = ({
  dx,
  dy,
  elapsedMs,
}: {
  readonly dx: number;
  readonly dy: number;
  readonly elapsedMs: number;
}): TouchGesture => {
  if (Math.hypot(dx, dy) >= TOUCH_DRAG_START_PX) return "drag";
  if (elapsedMs >= TOUCH_PRESS_HOLD_MS) return "press-hold";
  return "none";
};
