import { VIEWPORT_HEIGHT_VARIABLE, viewportHeightValue } from "@orbis/core/device";

/**
 * Keeps the viewport-height variable (`--vh`, one hundredth of the inner height) on the root
 * element, set now and on every resize: mobile browsers' `100vh` ignores their toolbars.
 * Returns the function that stops it.
 */
export const installViewportHeight = (win: Window = window): (() => void) => {
  const update = () =>
    win.document.documentElement.style.setProperty(
      VIEWPORT_HEIGHT_VARIABLE,
      viewportHeightValue(win.innerHeight),
    );
  update();
  win.addEventListener("resize", update);
  return () => win.removeEventListener("resize", update);
};
