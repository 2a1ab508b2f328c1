/** The CSS custom property holding one hundredth of the window's inner height (docs/product/screens.md). */
export const VIEWPORT_HEIGHT_VARIABLE = "--vh";

/**
 * The value of {@link VIEWPORT_HEIGHT_VARIABLE} for an inner height: `720` → `"7.2px"`. Set on
 * load and on resize, because mobile browsers' `100vh` ignores their toolbars.
 */
export const viewportHeightValue = (innerHeight: number): string => {
  const unit = Number.isFinite(innerHeight) && innerHeight > 0 ? innerHeight / 100 : 0;
  return `${Number(unit.toFixed(4))}px`;
};
