import { detectDevice } from "@orbis/core/device";

/** Whether this browser counts as mobile, by core's device detection (phone or tablet). */
export const isMobileDevice = (win: Window = window): boolean =>
  detectDevice({
    userAgent: win.navigator.userAgent,
    viewportWidth: win.innerWidth,
    maxTouchPoints: win.navigator.maxTouchPoints,
  }).isMobile;
