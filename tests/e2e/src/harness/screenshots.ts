import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";

/** Where every step's screenshot lands (git-ignored with the rest of `test-results/`). */
export const SCREENSHOT_DIR = fileURLToPath(
  new URL("../../../../test-results/e2e/", import.meta.url),
);

/** Takes a journey's screenshots, numbered in the order taken. */
export type Shooter = (page: Page, step: string) => Promise<void>;

/**
 * A shooter for one journey: `test-results/e2e/<journey>/01-<step>.png`, … Each is the viewport,
 * as the user sees it: a full-page shot resizes the window for a moment, which moves fixed
 * dialogs and sheets (they follow the window's height). The first shot empties the journey's
 * folder: a shot left from an earlier run would tell a false story.
 */
export const screenshotsOf = (journey: string): Shooter => {
  const dir = join(SCREENSHOT_DIR, journey);
  let count = 0;
  return async (page, step) => {
    if (count === 0) await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    const name = `${String(++count).padStart(2, "0")}-${step}.png`;
    await page.screenshot({ path: join(dir, name) });
  };
};
