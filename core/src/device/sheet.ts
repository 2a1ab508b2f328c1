import { TOUCH_DRAG_START_PX } from "./touch";

/** A bottom sheet dragged down by this share of its height closes (docs/product/screens.md, terms viewer). */
export const SHEET_CLOSE_DRAG_RATIO = 0.25;

/** A drag this long closes a bottom sheet whatever its height, so tall sheets need no long pull. */
export const SHEET_CLOSE_DRAG_MAX_PX = 120;

/**
 * Whether letting go of a bottom sheet's handle after dragging it `dragPx` down (negative: up)
 * closes it: past a quarter of its height, capped at {@link SHEET_CLOSE_DRAG_MAX_PX}, and never
 * for less than a drag ({@link TOUCH_DRAG_START_PX}), so a tap on the handle keeps it open.
 */
export const sheetDragCloses = (dragPx: number, sheetHeightPx: number): boolean => {
  if (!Number.isFinite(dragPx)) return false;
  const height = Number.isFinite(sheetHeightPx) && sheetHeightPx > 0 ? sheetHeightPx : 0;
  const threshold = Math.max(
    TOUCH_DRAG_START_PX,
    Math.min(SHEET_CLOSE_DRAG_MAX_PX, height * SHEET_CLOSE_DRAG_RATIO),
  );
  return dragPx >= threshold;
};
