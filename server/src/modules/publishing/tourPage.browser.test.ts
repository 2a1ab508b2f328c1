import { mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { yawPitchToDirection } from "@orbis/core/panorama";
import { launchBrowser } from "@orbis/testkit/browser";
import { describeWithBrowser } from "@orbis/testkit/vitest/browserSuite";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { apiFor } from "../../testing/apiClient";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { type PublishedFixture, publishTwoSceneTour } from "./testing/browserFixture";

/*
 * The published page in a real browser (the test kit's headless chromium, WebGL by SwiftShader)
 * against a real server: the panorama draws, a scene link leads to the next scene, an info
 * marker opens and its voice plays, and a visit's scene beacons reach the statistics.
 * Screenshots land in test-results/viewer/ (git-ignored).
 */

const describeInBrowser = await describeWithBrowser();
const DESKTOP_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/143.0 Safari/537.36";
const shots = fileURLToPath(new URL("../../../../test-results/viewer/", import.meta.url));

/** Mean colour and spread of the middle of a screenshot (away from the bars and markers). */
const centreOf = async (png: Buffer) => {
  const image = sharp(png);
  const { width = 0, height = 0 } = await image.metadata();
  const crop = {
    left: Math.round(width * 0.3),
    top: Math.round(height * 0.3),
    width: Math.round(width * 0.15),
    height: Math.round(height * 0.15),
  };
  const stats = await sharp(png).extract(crop).stats();
  const [r, g, b] = stats.channels;
  return { r: r?.mean ?? 0, g: g?.mean ?? 0, b: b?.mean ?? 0, spread: r?.stdev ?? 0 };
};

const shot = async (page: Page, name: string) => page.screenshot({ path: `${shots}${name}.png` });

/** The colour `directionColour` gives the direction seen at (x, y) of a 1280 × 720 view. */
const expectedColour = (
  view: { yaw: number; pitch: number; fov: number },
  x: number,
  y: number,
) => {
  const rad = Math.PI / 180;
  const f = yawPitchToDirection(view);
  const r = [Math.cos(view.yaw * rad), 0, Math.sin(view.yaw * rad)] as const;
  const u = [r[1] * f[2] - r[2] * f[1], r[2] * f[0] - r[0] * f[2], r[0] * f[1] - r[1] * f[0]];
  const tanX = Math.tan((view.fov / 2) * rad);
  const sx = ((2 * x) / 1280 - 1) * tanX;
  const sy = (1 - (2 * y) / 720) * tanX * (720 / 1280);
  const d = [0, 1, 2].map((i) => (f[i] ?? 0) + sx * (r[i] ?? 0) + sy * (u[i] ?? 0));
  const length = Math.hypot(...d);
  return d.map((c) => 128 + (127 * c) / length);
};

const firstFrames = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName("orbis:first-frame").length);

describeInBrowser("the published tour page in headless chromium", () => {
  let t: TestApp;
  let tour: PublishedFixture;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    await mkdir(shots, { recursive: true });
    t = await startTestApp("pglite");
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    tour = await publishTwoSceneTour(t);
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    page.on("pageerror", (error) => console.error("page error:", error.message));
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it("draws the first scene's panorama", async () => {
    await page.goto(`${tour.origin}/t/${tour.slug}`);
    await page.waitForFunction(() => performance.getEntriesByName("orbis:first-frame").length > 0);
    expect(await firstFrames(page)).toBe(1);
    await page.locator(`[data-scene-id="${tour.sceneIds[0]}"]`).waitFor();
    // Let the sharper tiles arrive over the preview.
    await page.waitForTimeout(500);
    const centre = await centreOf(await shot(page, "1-first-scene"));
    expect(centre.spread).toBeGreaterThan(10);
    expect(centre.r).toBeGreaterThan(centre.b + 30);
  });

  it("follows the scene link into the second scene", async () => {
    await page.locator(`[data-marker-id="${tour.linkId}"]`).click();
    await page.locator(`[data-scene-id="${tour.sceneIds[1]}"]`).waitFor();
    await page.locator('.orbis-fade[data-state="clear"]').waitFor({ state: "attached" });
    await page.waitForTimeout(400);
    const centre = await centreOf(await shot(page, "2-second-scene"));
    expect(centre.spread).toBeGreaterThan(10);
    expect(centre.b).toBeGreaterThan(centre.r + 30);
    expect(await page.locator('[data-scene][aria-current="true"]').getAttribute("data-scene")).toBe(
      tour.sceneIds[1],
    );
  });

  it("opens the info marker and plays its voice", async () => {
    await page.locator(`[data-marker-id="${tour.infoId}"]`).click();
    const panel = page.getByRole("dialog", { name: "The lens" });
    await expect(panel.textContent()).resolves.toContain("Fresnel lens");
    await panel.getByRole("button", { name: "Play voice" }).click();
    // Playing: not paused, and the clock moving (the page's CSP forbids string predicates).
    await expect
      .poll(
        () =>
          page.locator(".orbis-voice audio").evaluate((element) => {
            const audio = element as unknown as { paused: boolean; currentTime: number };
            return !audio.paused && audio.currentTime > 0;
          }),
        { timeout: 10_000 },
      )
      .toBe(true);
    await expect(panel.getByRole("button", { name: "Pause voice" }).count()).resolves.toBe(1);
    await shot(page, "3-info-voice");
  });

  it("opens the map and enters the scene whose pin is clicked", async () => {
    await page.getByRole("button", { name: "Map" }).click();
    await page.locator(".orbis-geo canvas").waitFor();
    await page.waitForTimeout(1500);
    await shot(page, "4-map");
    const compass = page.locator(`[data-scene-id="${tour.sceneIds[2]}"]`);
    // The pin is framed at the map's centre; Cesium picks it once its first frames are drawn.
    for (let i = 0; i < 40 && (await compass.count()) === 0; i++) {
      await page.mouse.click(640, 360);
      await page.waitForTimeout(250);
    }
    await compass.waitFor();
    expect(await page.locator(".orbis-geo").count()).toBe(0);
  });

  it("lays every cube tile where its directions are", async () => {
    await page.locator('.orbis-fade[data-state="clear"]').waitFor({ state: "attached" });
    await page.waitForTimeout(800);
    const png = await shot(page, "5-compass");
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    for (const [x, y] of [
      [640, 360],
      [300, 200],
      [1000, 500],
      [100, 400],
      [1200, 150],
      [640, 100],
    ] as const) {
      const o = (y * info.width + x) * info.channels;
      const seen = [data[o] ?? 0, data[o + 1] ?? 0, data[o + 2] ?? 0];
      const wanted = expectedColour(tour.compassView, x, y);
      for (const [i, c] of seen.entries()) expect(Math.abs(c - (wanted[i] ?? 0))).toBeLessThan(8);
    }
  });

  it("works on a phone: fills the screen, and scenes and sharing are a tap away", async () => {
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    try {
      const small = await phone.newPage();
      await small.goto(`${tour.origin}/t/${tour.slug}`);
      await small.waitForFunction(
        () => performance.getEntriesByName("orbis:first-frame").length > 0,
      );
      const canvas = await small.locator(".orbis-panorama-canvas").boundingBox();
      expect(canvas?.width).toBeGreaterThanOrEqual(389);
      expect(canvas?.height).toBeGreaterThanOrEqual(600);
      // Nothing sticks out sideways (a phone would scroll the page instead of the panorama).
      // A string runs in the page: the server's TypeScript has no DOM types.
      expect(await small.evaluate("document.documentElement.scrollWidth")).toBeLessThanOrEqual(390);
      await small.waitForTimeout(400);
      const first = await centreOf(await small.screenshot({ path: `${shots}6-phone.png` }));
      expect(first.spread).toBeGreaterThan(10);
      expect(first.r).toBeGreaterThan(first.b + 30);

      await small.locator(`.scenes [data-scene="${tour.sceneIds[1]}"]`).tap();
      await small.locator(`[data-scene-id="${tour.sceneIds[1]}"]`).waitFor();

      await small.getByRole("button", { name: "Share" }).tap();
      const panel = small.getByRole("dialog", { name: "Share this tour" });
      await expect(panel.locator("textarea").inputValue()).resolves.toContain("<iframe");
      await small.screenshot({ path: `${shots}7-phone-share.png` });
    } finally {
      await phone.close();
    }
  });

  it("reports a visit's scenes: the one left, its seconds, and the one the visit ended on", async () => {
    // Headless chromium names itself in its agent and is not counted: this visitor is a desktop.
    const visitor = await browser.newContext({
      viewport: { width: 1280, height: 720 },
      userAgent: DESKTOP_AGENT,
    });
    const stats = () =>
      apiFor(t, tour.owner).getTourStatistics({ params: { id: tour.tourId }, query: {} });
    const [harbour, lighthouse] = tour.sceneIds;
    try {
      expect((await stats()).scenes).toEqual([]);
      const visit = await visitor.newPage();
      await visit.goto(`${tour.origin}/t/${tour.slug}`);
      await visit.locator(`[data-scene-id="${harbour}"]`).waitFor();
      await visit.waitForTimeout(1200);
      await visit.locator(`[data-marker-id="${tour.linkId}"]`).click();
      await visit.locator(`[data-scene-id="${lighthouse}"]`).waitFor();
      await visit.waitForTimeout(300);
      // Closing the tab (pagehide, then hidden) sends the last stay once, marked as the visit's end.
      await visit.close({ runBeforeUnload: true });

      await expect
        .poll(async () => (await stats()).scenes.map((s) => [s.sceneId, s.views, s.exits]), {
          timeout: 10_000,
        })
        .toEqual([
          [lighthouse, 1, 1],
          [harbour, 1, 0],
        ]);
      const figures = await stats();
      const first = figures.scenes.find((s) => s.sceneId === harbour);
      expect(first?.title).toBe("Harbour");
      expect(first?.averageSeconds).toBeGreaterThanOrEqual(1);
      expect(figures.totals).toEqual({ visits: 1, visitors: 1 });
      expect(figures.devices).toEqual([{ key: "desktop", visits: 1 }]);
    } finally {
      await visitor.close();
    }
  });
});
