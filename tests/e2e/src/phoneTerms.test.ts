import type { Locator, Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { expectNoSeriousAxeViolations } from "./harness/axe";
import { journeySuite } from "./harness/journeySuite";
import { screenshotsOf } from "./harness/screenshots";
import { tapUntil, touchDrag } from "./harness/touch";
import { phone } from "./harness/visitors";

/*
 * The terms viewer on a phone (docs/product/screens.md): a bottom sheet, at most 95 % of the window high, that
 * closes when its handle is dragged down far enough (core's `sheetDragCloses`: a quarter of its
 * height, at most 120 px) or the backdrop is tapped, and stays when the drag is short. Real
 * touch input on a 390 × 844 touch screen, nothing dispatched by hand in the page.
 */

const { describeInBrowser, openPage } = await journeySuite({ visitor: phone("ko-KR") });
const shot = screenshotsOf("phone-terms");
// One page for the file: each test goes on with the sheet where the last left it.
let page: Page;

beforeAll(async () => {
  page = await openPage();
  await page.goto("/");
  await page.getByRole("heading", { level: 1 }).waitFor();
});

/** Opens the footer's terms viewer and answers the sheet once its slide-in has ended. */
const openTerms = async (): Promise<Locator> => {
  const sheet = page.getByRole("dialog", { name: "이용약관" });
  await tapUntil(
    () => page.getByRole("contentinfo").getByRole("button", { name: "보기" }).tap(),
    () => sheet.waitFor({ timeout: 8_000 }),
    "open the terms sheet",
  );
  await sheet.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  return sheet;
};

/** The middle of the sheet's drag handle. */
const handleCentre = async (sheet: Locator) => {
  const box = await sheet.getByTestId("sheet-handle").boundingBox();
  if (!box) throw new Error("the terms sheet has no drag handle");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

describeInBrowser("the terms viewer on a phone", () => {
  it("is a bottom sheet no taller than 95 % of the window", async () => {
    const sheet = await openTerms();
    await sheet
      .getByText("Orbis를 사용하면 이용약관과 개인정보 처리방침에", { exact: false })
      .waitFor();
    const box = await sheet.boundingBox();
    const limit = await sheet.evaluate((el) => ({
      maxHeight: Number.parseFloat(getComputedStyle(el).maxHeight),
      window: window.innerHeight,
    }));
    expect(box).not.toBeNull();
    if (!box) return;
    expect(limit.maxHeight).toBeCloseTo(limit.window * 0.95, 0);
    expect(box.height).toBeLessThanOrEqual(limit.maxHeight + 0.5);
    // Full width, resting on the bottom edge.
    expect(box.x).toBeCloseTo(0, 0);
    expect(box.width).toBeCloseTo(390, 0);
    expect(box.y + box.height).toBeCloseTo(limit.window, 0);
    await shot(page, "sheet-open");
    await expectNoSeriousAxeViolations(page, "the terms sheet on a phone");
  });

  it("stays open after a short drag of its handle, and springs back", async () => {
    const sheet = page.getByRole("dialog", { name: "이용약관" });
    const before = await sheet.boundingBox();
    const start = await handleCentre(sheet);
    await touchDrag(page, start, { x: start.x, y: start.y + 16 }, 4);
    await shot(page, "after-short-drag");
    await expect(sheet.isVisible()).resolves.toBe(true);
    await page.waitForFunction(
      (el) => el !== null && getComputedStyle(el).transform === "none",
      await sheet.elementHandle(),
    );
    expect((await sheet.boundingBox())?.y).toBeCloseTo(before?.y ?? Number.NaN, 0);
  });

  it("closes when its handle is dragged down", async () => {
    const sheet = page.getByRole("dialog", { name: "이용약관" });
    const start = await handleCentre(sheet);
    await touchDrag(page, start, { x: start.x, y: start.y + 180 });
    await sheet.waitFor({ state: "detached" });
    await shot(page, "after-drag-down");
    await expect(page.getByRole("dialog").count()).resolves.toBe(0);
  });

  it("closes on a tap on the backdrop", async () => {
    const sheet = await openTerms();
    const box = await sheet.boundingBox();
    if (!box) throw new Error("the terms sheet is not on screen");
    // Above the sheet is backdrop, when the sheet leaves room for it.
    expect(box.y).toBeGreaterThan(40);
    await tapUntil(
      () => page.touchscreen.tap(195, box.y / 2),
      () => sheet.waitFor({ state: "detached", timeout: 8_000 }),
      "close the terms sheet from its backdrop",
    );
    await shot(page, "after-backdrop-tap");
  });
});
