import type { BrowserContextOptions } from "playwright-core";

/* Who visits: the browser contexts the journeys open. */

/** A desktop visitor: a laptop-sized window and the given browser language. */
export const desktop = (locale: string): BrowserContextOptions => ({
  locale,
  viewport: { width: 1280, height: 800 },
});

/** A phone visitor (390 × 844, touch), as a current iPhone reports itself. */
export const phone = (locale: string): BrowserContextOptions => ({
  locale,
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
});
