import { existsSync } from "node:fs";
import { type Browser, type BrowserContextOptions, chromium } from "playwright-core";

/*
 * Debian's chromium, headless, as every browser test here launches it (STACK.md): never a
 * browser download. WebGL works through SwiftShader, which the published tour's canvas needs.
 */

/** Where Debian installs chromium. */
export const CHROMIUM = "/usr/bin/chromium";

/** The flags of STACK.md: no sandbox (containers), no GPU, nothing phoning home. */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Why the journeys cannot run here, or null when chromium is installed. */
export const chromiumMissing = (): string | null =>
  existsSync(CHROMIUM)
    ? null
    : `Debian chromium is not installed at ${CHROMIUM}: apt-get install -y chromium fonts-noto-cjk ` +
      "(the journeys never download a browser)";

/** Launches chromium, failing with the install hint when it is missing. */
export const launchChromium = async (): Promise<Browser> => {
  const missing = chromiumMissing();
  if (missing) throw new Error(missing);
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
};

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
