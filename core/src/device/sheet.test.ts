import { describe, expect, it } from "vitest";
import { SHEET_CLOSE_DRAG_MAX_PX, sheetDragCloses } from "./sheet";

describe("bottom sheet drag to close", () => {
  it.each([
    // dragPx, sheet height, closes
    [0, 400, false],
    [-200, 400, false],
    [99, 400, false],
    [100, 400, true],
    [119, 800, false],
    [SHEET_CLOSE_DRAG_MAX_PX, 800, true],
    [4, 0, false],
    [5, 0, true],
    [5, Number.NaN, true],
    [Number.NaN, 400, false],
    [Number.POSITIVE_INFINITY, 400, false],
  ])("a %d px drag of a %d px sheet closes it: %s", (drag, height, closes) => {
    expect(sheetDragCloses(drag, height)).toBe(closes);
  });
});
