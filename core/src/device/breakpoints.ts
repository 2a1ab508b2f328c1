/** Responsive breakpoints in CSS pixels (docs/product/limits.md). */
export const BREAKPOINTS = { sm: 720, md: 1024, lg: 1280 } as const;

/** A viewport this wide or narrower counts as a phone in device detection (docs/product/roles.md, docs/product/limits.md). */
export const PHONE_MAX_WIDTH = 600;

/** Below this width the layout switches to its mobile form (docs/product/limits.md). */
export const MOBILE_BREAKPOINT = 1264;

/** A named breakpoint. */
export type BreakpointName = "xs" | keyof typeof BREAKPOINTS;

/** The largest breakpoint the width reaches: `xs` below 720, `sm`, `md`, then `lg` from 1280. */
export const breakpointOf = (width: number): BreakpointName => {
  if (width >= BREAKPOINTS.lg) return "lg";
  if (width >= BREAKPOINTS.md) return "md";
  if (width >= BREAKPOINTS.sm) return "sm";
  return "xs";
};

/** True when the layout should take its mobile form (narrower than {@link MOBILE_BREAKPOINT}). */
export const isMobileLayout = (width: number): boolean => width < MOBILE_BREAKPOINT;
