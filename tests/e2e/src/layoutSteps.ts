import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import type { Shooter } from "./harness/screenshots";

/** Where an element is drawn; fails when it is not on screen. */
const boxOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (box === null) throw new Error(`${locator} is not on screen`);
  return box;
};

/**
 * The projects list after the tour is made: the project's card shows a thumbnail (the tour's,
 * or its first panorama's), loaded.
 */
export const expectProjectCardThumbnail = async (page: Page, project: string, shot: Shooter) => {
  await page.goto("/projects/contents");
  const image = page.getByRole("link", { name: project }).locator("img.project-card__thumb");
  await image.waitFor();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await shot(page, "projects-with-thumbnail");
};

/**
 * `/mypage/info` as drawn: its content keeps off the side menu, the three password boxes are
 * equally wide, and the menu's currency switch stays inside the menu (in English too, whose
 * currency names are the longest).
 */
export const expectAccountPageLayout = async (page: Page, shot: Shooter) => {
  await page.goto("/mypage/info");
  const heading = page.getByRole("heading", { level: 1, name: "내 정보 수정" });
  await heading.waitFor();
  const menu = page.getByRole("navigation", { name: "주 메뉴" });
  const menuBox = await boxOf(menu);
  expect((await boxOf(heading)).x).toBeGreaterThanOrEqual(menuBox.x + menuBox.width + 16);

  const password = page.getByRole("region", { name: "비밀번호" });
  const widths = await Promise.all(
    ["현재 비밀번호", "새 비밀번호", "새 비밀번호 확인"].map(async (label) =>
      Math.round((await boxOf(password.getByLabel(label, { exact: true }))).width),
    ),
  );
  expect(new Set(widths).size, `password box widths ${widths.join(", ")}`).toBe(1);
  await shot(page, "my-info");

  await menu.getByLabel("언어").selectOption({ label: "English" });
  await page.getByRole("heading", { level: 1, name: "Edit my information" }).waitFor();
  const englishMenu = page.getByRole("navigation", { name: "Main menu" });
  for (const label of ["Language", "Currency"]) {
    const box = await boxOf(englishMenu.getByLabel(label));
    expect(box.x + box.width, `${label} switch inside the side menu`).toBeLessThanOrEqual(
      menuBox.x + menuBox.width,
    );
  }
  await shot(page, "my-info-english");
};
