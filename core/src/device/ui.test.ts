import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  AI_SNACKBAR,
  GLOBAL_SNACKBAR,
  SNACKBAR_DEFAULTS,
  SNACKBAR_SEVERITIES,
  TERMS_SHEET_MAX_HEIGHT_RATIO,
  TOAST_DURATIONS_MS,
  TOAST_LIMIT,
} from "./feedback";
import { SCROLL_EXCLUDED_HASH_KEY, SCROLL_OFFSET_PX, scrollTargetFor } from "./scroll";
import { classifyTouch, TOUCH_DRAG_START_PX, TOUCH_PRESS_HOLD_MS } from "./touch";
import { VIEWPORT_HEIGHT_VARIABLE, viewportHeightValue } from "./viewport";

describe("viewport height variable", () => {
  it.each([
    [720, "7.2px"],
    [844, "8.44px"],
    [1000, "10px"],
    [667.5, "6.675px"],
    [0, "0px"],
    [-5, "0px"],
    [Number.NaN, "0px"],
  ])("innerHeight %d gives %s", (height, value) => {
    expect(viewportHeightValue(height)).toBe(value);
  });

  it("is one hundredth of the height", () => {
    expect(VIEWPORT_HEIGHT_VARIABLE).toBe("--vh");
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (h) => {
        expect(Number.parseFloat(viewportHeightValue(h)) * 100).toBeCloseTo(h, 6);
      }),
    );
  });
});

describe("scroll target", () => {
  it.each([
    ["#pricing", { kind: "element", id: "pricing", offsetPx: 10 }],
    ["pricing", { kind: "element", id: "pricing", offsetPx: 10 }],
    ["#%EA%B0%80%EA%B2%A9", { kind: "element", id: "가격", offsetPx: 10 }],
    ["#100%", { kind: "element", id: "100%", offsetPx: 10 }],
    ["#access_token=ya29.abc&token_type=Bearer", { kind: "top" }],
    ["#state=%2F&access_token=x", { kind: "top" }],
    ["#", { kind: "top" }],
    ["", { kind: "top" }],
    [null, { kind: "top" }],
    [undefined, { kind: "top" }],
  ])("hash %j scrolls to %j", (hash, target) => {
    expect(scrollTargetFor(hash)).toEqual(target);
  });

  it("keeps 10 px above the target and skips access_token", () => {
    expect(SCROLL_OFFSET_PX).toBe(10);
    expect(SCROLL_EXCLUDED_HASH_KEY).toBe("access_token");
  });
});

describe("touch gestures", () => {
  it.each([
    [{ dx: 0, dy: 0, elapsedMs: 0 }, "none"],
    [{ dx: 3, dy: 3, elapsedMs: 399 }, "none"],
    [{ dx: 5, dy: 0, elapsedMs: 10 }, "drag"],
    [{ dx: 3, dy: -4, elapsedMs: 10 }, "drag"],
    [{ dx: 1, dy: 1, elapsedMs: 400 }, "press-hold"],
    [{ dx: 0, dy: 6, elapsedMs: 900 }, "drag"],
  ])("%j is %s", (touch, gesture) => {
    expect(classifyTouch(touch)).toBe(gesture);
  });

  it("starts a drag at 5 px and a press-hold at 400 ms", () => {
    expect(TOUCH_DRAG_START_PX).toBe(5);
    expect(TOUCH_PRESS_HOLD_MS).toBe(400);
  });
});

describe("snackbars and toasts", () => {
  it("has the specified defaults", () => {
    expect(SNACKBAR_SEVERITIES).toEqual(["success", "warning", "error", "info"]);
    expect(SNACKBAR_DEFAULTS).toEqual({ timeoutMs: 5000, position: "bottom-center" });
    expect(GLOBAL_SNACKBAR).toEqual({ timeoutMs: 3000, position: "bottom-center" });
    expect(AI_SNACKBAR).toEqual({ timeoutMs: 3000, position: "top-right", closable: true });
    expect(TOAST_LIMIT).toBe(20);
    expect(TOAST_DURATIONS_MS).toEqual({ success: 2000, error: 4000, blank: 4000 });
    expect(TERMS_SHEET_MAX_HEIGHT_RATIO).toBe(0.95);
  });
});
