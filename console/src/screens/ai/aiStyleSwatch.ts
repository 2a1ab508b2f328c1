import { findAiStyle, type Rgb } from "@orbis/core/ai";

const css = ([r, g, b]: Rgb): string => `rgb(${r} ${g} ${b})`;

/** Where the horizon sits in a swatch, from its top. */
const HORIZON = 55;

/**
 * A style's preview as a CSS background, since the styles call sends no thumbnail: its palette
 * drawn as a tiny landscape (the sky from zenith to horizon with the sun at its height, then the
 * far and near land and the ground), the colours the sketch generator paints that style in.
 * Undefined for a style Orbis does not know.
 */
export const aiStyleSwatch = (styleId: string): string | undefined => {
  const style = findAiStyle(styleId);
  if (style === undefined) return undefined;
  const p = style.palette;
  const sunTop = Math.max(6, HORIZON - (HORIZON * Math.max(0, p.sunElevation)) / 90);
  return [
    `radial-gradient(circle at 70% ${sunTop}%, ${css(p.sun)} 0 7%, transparent 12%)`,
    `linear-gradient(to bottom, ${css(p.zenith)} 0%, ${css(p.horizon)} ${HORIZON}%, ${css(p.farLand)} ${HORIZON}%, ${css(p.farLand)} 66%, ${css(p.nearLand)} 66%, ${css(p.nearLand)} 80%, ${css(p.ground)} 80%)`,
  ].join(", ");
};
