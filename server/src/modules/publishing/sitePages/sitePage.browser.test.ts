import { mkdir } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { launchBrowser } from "@orbis/testkit/browser";
import { describeWithBrowser } from "@orbis/testkit/vitest/browserSuite";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { apiFor } from "../../../testing/apiClient";
import { startTestApp, type TestApp } from "../../../testing/testApp";
import { createTestUser } from "../../../testing/users";
import { tourWithScene } from "../testing/testKit";

/*
 * A published page with a site page, in the test kit's headless chromium: the cover and a text
 * block above the tour, and the viewer mounting in the tour's block (its first frame drawn in a
 * box of its own, not over the whole window), with no script error.
 */

const describeInBrowser = await describeWithBrowser();
// Screenshots land in test-results/viewer/ (git-ignored), beside the tour page's.
const shots = fileURLToPath(new URL("../../../../../test-results/viewer/", import.meta.url));

describeInBrowser("a site page around the viewer in headless chromium", () => {
  let t: TestApp;
  let browser: Browser;
  let url: string;

  beforeAll(async () => {
    t = await startTestApp("pglite");
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const user = await createTestUser(t, { planId: "pro" });
    const api = apiFor(t, user);
    const { tourId } = await tourWithScene(t, user, "Harbour walk");
    const { slug } = await api.publishTour({ params: { id: tourId }, body: {} });
    await api.saveSitePage({
      params: { id: tourId },
      body: {
        cover: { picture: null, heading: "Welcome to the harbour", subheading: "Open daily" },
        blocks: [
          { type: "text", id: "about", title: "About", body: "Boats at dawn" },
          { type: "tour", id: "tour" },
        ],
      },
    });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/t/${slug}`;
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it("shows the cover and the text, and the viewer draws inside the tour's block", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(url);
    await page.waitForFunction(() => performance.getEntriesByName("orbis:first-frame").length > 0);
    await page.locator(".site-tour .orbis-tour").waitFor();
    expect(await page.locator(".site-cover h1").textContent()).toBe("Welcome to the harbour");
    expect(await page.locator(".site-text h2").textContent()).toBe("About");
    const text = await page.locator(".site-text").boundingBox();
    const viewer = await page.locator(".site-tour #orbis-root").boundingBox();
    if (text === null || viewer === null) throw new Error("the blocks are not laid out");
    // In the flow of the page, below the text, and not the whole window.
    expect(viewer.y).toBeGreaterThan(text.y + text.height - 1);
    expect(viewer.height).toBeGreaterThan(300);
    expect(viewer.height).toBeLessThan(900);
    expect(await page.locator(".site-tour canvas").count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await mkdir(shots, { recursive: true });
    await page.screenshot({ path: `${shots}site-page.png`, fullPage: true });
    await page.close();
  });
});
