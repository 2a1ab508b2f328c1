import type { Browser } from "playwright-core";
import { expect } from "vitest";
import type { Shooter } from "./harness/screenshots";

/**
 * Opens a published tour's public address as a stranger would: a fresh browser context, no
 * cookies, no storage, no session. The page must answer, show the tour's title as its heading
 * and draw the panorama into a canvas (the viewer marks its first frame), with no script error
 * on the way.
 */
export const expectPublishedTourLoads = async (
  browser: Browser,
  url: string,
  title: string,
  shot: Shooter,
  markers?: { readonly link: string; readonly info: string },
): Promise<void> => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const response = await page.goto(url);
    expect(response?.status(), `GET ${url}`).toBe(200);
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    await page.locator("canvas").first().waitFor();
    await page.waitForFunction(() => performance.getEntriesByName("orbis:first-frame").length > 0);
    await shot(page, "published-tour");
    if (markers) {
      // The editor's markers made it into the published version: the info marker opens with its
      // voice, and the link is there to follow.
      await page.getByRole("button", { name: markers.info }).click();
      const info = page.getByRole("dialog", { name: markers.info });
      await info.getByRole("button", { name: "Play voice" }).waitFor();
      await shot(page, "published-info-marker");
      await info.getByRole("button", { name: "Close" }).click();
      await page.getByRole("button", { name: markers.link }).waitFor();
    }
    expect(errors, "script errors on the published tour").toEqual([]);
  } finally {
    await context.close();
  }
};
