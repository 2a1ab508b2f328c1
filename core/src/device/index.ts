export {
  BREAKPOINTS,
  type BreakpointName,
  breakpointOf,
  isMobileLayout,
  MOBILE_BREAKPOINT,
  PHONE_MAX_WIDTH,
} from "./breakpoints";
export {
  type DeviceClass,
  type DeviceInfo,
  type DeviceOs,
  type DeviceProbe,
  detectDevice,
  detectOs,
  detectTablet,
} from "./deviceClass";
export {
  AI_SNACKBAR,
  GLOBAL_SNACKBAR,
  SNACKBAR_DEFAULTS,
  SNACKBAR_SEVERITIES,
  type SnackbarPosition,
  type SnackbarSeverity,
  TERMS_SHEET_MAX_HEIGHT_RATIO,
  TOAST_DURATIONS_MS,
  TOAST_LIMIT,
  type ToastKind,
} from "./feedback";
export {
  SCROLL_EXCLUDED_HASH_KEY,
  SCROLL_OFFSET_PX,
  type ScrollTarget,
  scrollTargetFor,
} from "./scroll";
export { SHEET_CLOSE_DRAG_MAX_PX, SHEET_CLOSE_DRAG_RATIO, sheetDragCloses } from "./sheet";
export { admitSnackbarMessage, type SnackbarKinded, snackbarKindOf } from "./snackbarPolicy";
export {
  classifyTouch,
  TOUCH_DRAG_START_PX,
  TOUCH_PRESS_HOLD_MS,
  type TouchGesture,
} from "./touch";
export { VIEWPORT_HEIGHT_VARIABLE, viewportHeightValue } from "./viewport";
