import type { SphericalPoint } from "@orbis/core/contract";
import { type RefObject, useEffect, useRef } from "react";
import { dragView, keyView, pinchFactor, wheelFactor, zoomView } from "../math/gestures";
import type { ViewController } from "../render/ViewController";

/** A click that did not drag: where on the sphere, and the element clicked. */
export interface PanoramaClick {
  readonly point: SphericalPoint;
  readonly target: EventTarget | null;
}

/** A press that moved less than this many pixels is a click, not a drag. */
const CLICK_SLOP = 6;

/**
 * Look-around by hand on an element: drag with mouse, pen or one finger, pinch with two, wheel
 * to zoom, arrow and +/− keys when focused. Clicks that did not drag go to `onClick` with the
 * yaw/pitch under them (the editor's pick). Any gesture stops autorotation.
 */
export const usePointerControls = (
  ref: RefObject<HTMLElement | null>,
  controller: ViewController,
  pick: (clientX: number, clientY: number) => SphericalPoint | null,
  onClick?: (click: PanoramaClick) => void,
): void => {
  const latest = useRef({ pick, onClick });
  latest.current = { pick, onClick };

  useEffect(() => {
    const element = ref.current;
    if (element === null) return;
    const pointers = new Map<number, { x: number; y: number }>();
    let travelled = 0;
    let pinch = 0;

    const spread = () => {
      const [a, b] = [...pointers.values()];
      return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
    };
    const down = (e: PointerEvent) => {
      if (e.button !== 0 && e.pointerType === "mouse") return;
      // Markers and controls handle their own presses.
      if ((e.target as Element | null)?.closest?.("[data-no-drag]")) return;
      element.setPointerCapture?.(e.pointerId);
      pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
      if (pointers.size === 1) travelled = 0;
      pinch = spread();
      controller.interrupt();
    };
    const move = (e: PointerEvent) => {
      const last = pointers.get(e.pointerId);
      if (last === undefined) return;
      const dx = e.clientX - last.x;
      const dy = e.clientY - last.y;
      pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
      travelled += Math.hypot(dx, dy);
      if (pointers.size >= 2) {
        const now = spread();
        controller.setView(zoomView(controller.view, pinchFactor(pinch, now), controller.limits));
        pinch = now;
      } else {
        controller.setView(
          dragView(controller.view, dx, dy, controller.viewport, controller.limits),
        );
      }
    };
    const up = (e: PointerEvent) => {
      if (!pointers.has(e.pointerId)) return;
      const single = pointers.size === 1;
      pointers.delete(e.pointerId);
      pinch = spread();
      const { onClick, pick: at } = latest.current;
      if (e.type === "pointerup" && single && travelled < CLICK_SLOP && onClick) {
        const point = at(e.clientX, e.clientY);
        if (point !== null) onClick({ point, target: e.target });
      }
    };
    const wheel = (e: WheelEvent) => {
      e.preventDefault();
      controller.interrupt();
      const delta = e.deltaMode === 1 ? e.deltaY * 33 : e.deltaY;
      controller.setView(zoomView(controller.view, wheelFactor(delta), controller.limits));
    };
    const key = (e: KeyboardEvent) => {
      if (e.target !== element) return;
      const next = keyView(controller.view, e.key, controller.limits);
      if (next === null) return;
      e.preventDefault();
      controller.interrupt();
      controller.setView(next);
    };
    element.addEventListener("pointerdown", down);
    element.addEventListener("pointermove", move);
    element.addEventListener("pointerup", up);
    element.addEventListener("pointercancel", up);
    element.addEventListener("wheel", wheel, { passive: false });
    element.addEventListener("keydown", key);
    return () => {
      element.removeEventListener("pointerdown", down);
      element.removeEventListener("pointermove", move);
      element.removeEventListener("pointerup", up);
      element.removeEventListener("pointercancel", up);
      element.removeEventListener("wheel", wheel);
      element.removeEventListener("keydown", key);
    };
  }, [ref, controller]);
};
