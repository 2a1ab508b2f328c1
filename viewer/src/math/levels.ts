import { type LevelLayout, levelLayouts, type MultiresLayout } from "@orbis/core/panorama";

/*
 * Which level of a scene's tile pyramid to draw. Two answers: the level held for the whole
 * sphere (so any direction the visitor turns to is already sharp-ish), limited by the device's
 * texture size and a memory budget; and the level the current view needs, loaded only for the
 * tiles in view.
 */

/** What the device allows. */
export interface DeviceLimits {
  /** `MAX_TEXTURE_SIZE` (or `MAX_CUBE_MAP_TEXTURE_SIZE` for a cube-map path). */
  readonly maxTextureSize: number;
  /** Bytes of texture the whole-sphere level may take (RGBA, 4 bytes a pixel). */
  readonly sphereBudgetBytes: number;
}

/** A budget that suits phones: 24 MB holds six faces of up to 1024 pixels. */
export const PHONE_LIMITS: DeviceLimits = {
  maxTextureSize: 4096,
  sphereBudgetBytes: 24 * 2 ** 20,
};

/** A budget for desktops and tablets: 48 MB holds six faces of up to 1448 pixels. */
export const DESKTOP_LIMITS: DeviceLimits = {
  maxTextureSize: 8192,
  sphereBudgetBytes: 48 * 2 ** 20,
};

/**
 * The face size a view needs for one texel a screen pixel at its centre: a face spans 2 on the
 * tangent plane, the screen spans 2·tan(fov/2) over `viewportPixels` device pixels.
 */
export const neededFaceSize = (viewportPixels: number, fov: number): number =>
  viewportPixels / Math.tan((fov * Math.PI) / 360);

/**
 * The least detailed level that is sharp enough for a view `viewportPixels` device pixels wide
 * at horizontal `fov`; the top level when none is. `tolerance` accepts a level slightly short
 * of the need (0.9 takes a face of 900 for a need of 1000) to skip a level of downloads for a
 * difference nobody sees.
 */
export const levelForView = (
  layout: MultiresLayout,
  viewportPixels: number,
  fov: number,
  tolerance = 0.9,
): number => {
  const need = neededFaceSize(viewportPixels, fov) * tolerance;
  const found = levelLayouts(layout).find((l) => l.faceSize >= need);
  return found?.level ?? layout.levels;
};

/**
 * The most detailed level the device can hold for the whole sphere: faces no bigger than its
 * texture limit and six of them within the budget. Level 1 at least, whatever the budget.
 */
export const sphereLevel = (layout: MultiresLayout, limits: DeviceLimits): number => {
  const fits = (l: LevelLayout) =>
    l.faceSize <= limits.maxTextureSize && 6 * l.faceSize ** 2 * 4 <= limits.sphereBudgetBytes;
  const levels = levelLayouts(layout).filter(fits);
  return levels.at(-1)?.level ?? 1;
};

/** The levels to load: the whole sphere at `sphere`, the part in view up to `view`. */
export interface LevelChoice {
  readonly sphere: number;
  readonly view: number;
}

/**
 * Both levels for a view: the view level never below the sphere level (a sharper whole sphere
 * is already there to draw) and never above the pyramid's top.
 */
export const chooseLevels = (
  layout: MultiresLayout,
  limits: DeviceLimits,
  viewportPixels: number,
  fov: number,
): LevelChoice => {
  const sphere = sphereLevel(layout, limits);
  const view = Math.max(sphere, levelForView(layout, viewportPixels, fov));
  return { sphere, view };
};
