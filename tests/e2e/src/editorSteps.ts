import type { Page } from "playwright-core";
import { expect } from "vitest";
import { expectNoSeriousAxeViolations } from "./harness/axe";
import type { Shooter } from "./harness/screenshots";

/** What the newcomer journey hands to the editor steps. */
export interface EditorContext {
  /** The server's origin, e.g. `http://127.0.0.1:41234`. */
  readonly origin: string;
  readonly projectId: string;
  readonly tourId: string;
  /** The tour's title as created on the project page. */
  readonly tourTitle: string;
  /** Two generated equirectangular JPEGs (2:1) to upload as the tour's scenes. */
  readonly panoramas: readonly [string, string];
  /** The journey's screenshot taker, so editor steps are numbered with the rest. */
  readonly shot: Shooter;
}

/** The editor's route for a project's tour (docs/product/screens.md: `/project/:id/edit/:tourId`). */
export const editorPathOf = (projectId: string, tourId: string): string =>
  `/project/${encodeURIComponent(projectId)}/edit/${encodeURIComponent(tourId)}`;

/** Where on the panorama a marker goes, as shares of the canvas's width and height. */
const clickCanvas = async (page: Page, x: number, y: number) => {
  const canvas = page.locator(".editor-canvas canvas").first();
  const box = await canvas.boundingBox();
  if (box === null) throw new Error("the editor's panorama is not on screen");
  await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
};

/**
 * The tour editor part of the newcomer's journey (in Korean), starting on the editor's route:
 * uploads the two panoramas (each line's progress to "완료"), links the first scene to the
 * second, adds an info marker whose text is spoken by the server's voice, publishes at a chosen
 * address, and answers the public `/t/{slug}` address.
 */
export const editTourAndPublish = async (page: Page, ctx: EditorContext): Promise<string> => {
  await page.waitForURL((url) => url.pathname === editorPathOf(ctx.projectId, ctx.tourId));
  await page.getByRole("heading", { level: 1, name: ctx.tourTitle }).waitFor();
  await page.getByText("왼쪽에서 360° 파노라마를 올리면 첫 번째 장면이 됩니다.").waitFor();
  await ctx.shot(page, "editor-empty");
  await expectNoSeriousAxeViolations(page, "the empty tour editor");

  // A file named like a photo that is none: the server refuses it, and that is said once, on
  // its line, in the server's words: no bar, no vague snackbar beside it.
  await page
    .getByLabel("파일 고르기")
    .setInputFiles({ name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("notes") });
  const uploads = page.getByRole("list", { name: "파노라마 올리기" });
  const refused = uploads.getByRole("listitem").filter({ hasText: "notes.jpg" });
  await refused.getByText("notes.jpg is not a JPEG, PNG or WebP image", { exact: false }).waitFor();
  expect(await refused.getByRole("progressbar").count()).toBe(0);
  expect(await page.getByText("지원하지 않는 파일 형식입니다").count()).toBe(0);

  await page.getByLabel("파일 고르기").setInputFiles([...ctx.panoramas]);
  await uploads.getByText("lobby.jpg").waitFor();
  await uploads.getByText("garden.jpg").waitFor();
  await ctx.shot(page, "editor-uploading");
  await expect
    .poll(() => uploads.getByText("완료", { exact: true }).count(), { timeout: 120_000 })
    .toBe(2);
  // The refused file is not progress: the two panoramas are the whole of it.
  await page.getByText("전체 100%").waitFor();
  const scenes = page.getByRole("list", { name: "장면" });
  await expect.poll(() => scenes.getByRole("listitem").count()).toBe(2);
  await page.locator(".editor-canvas canvas").first().waitFor();
  await ctx.shot(page, "editor-two-scenes");
  // The first scene is where the tour starts: starting it there is done already, and said.
  const inspector = page.getByRole("complementary", { name: "속성" });
  const startHere = inspector.getByRole("button", { name: "투어를 이 장면에서 시작" });
  expect(await startHere.isDisabled()).toBe(true);
  await inspector.getByText("투어는 이 장면에서 시작합니다.", { exact: false }).waitFor();

  // A link in the first scene (the start) to the second.
  await page.getByRole("button", { name: "장면 링크", exact: true }).click();
  await clickCanvas(page, 0.5, 0.55);
  await inspector.getByRole("heading", { name: "장면 링크" }).waitFor();
  expect(await inspector.getByLabel("이동할 장면").inputValue()).not.toBe("");
  expect(await inspector.getByLabel("이동할 장면").locator("option:checked").textContent()).toBe(
    "garden",
  );
  await inspector.getByRole("button", { name: "완료" }).click();

  // An info marker with a spoken text.
  await page.getByRole("button", { name: "정보 마커", exact: true }).click();
  await clickCanvas(page, 0.25, 0.45);
  await inspector.getByRole("heading", { name: "정보 마커" }).waitFor();
  await inspector.getByLabel("제목").fill("안내 데스크");
  await inspector.getByLabel("설명").fill("안내 데스크는 오전 아홉 시부터 엽니다.");
  await inspector.getByRole("button", { name: "음성 만들기" }).click();
  const voice = inspector.getByLabel("마커 음성");
  await voice.waitFor({ timeout: 60_000 });
  // The confirmation shows at once, not behind messages queued earlier.
  await page
    .locator(".snackbar__text", { hasText: "음성을 만들었습니다." })
    .waitFor({ timeout: 1_000 });
  const voiceUrl = await voice.getAttribute("src");
  expect(voiceUrl).toMatch(/\.mp3$/);
  const audio = await page.request.get(new URL(voiceUrl ?? "", ctx.origin).toString());
  expect(audio.status()).toBe(200);
  expect(audio.headers()["content-type"]).toBe("audio/mpeg");
  await page.getByText("모든 변경 사항이 저장되었습니다").waitFor();
  await ctx.shot(page, "editor-info-marker-with-voice");
  await expectNoSeriousAxeViolations(page, "the tour editor with a marker selected");
  await inspector.getByRole("button", { name: "완료" }).click();

  // Publish at a chosen address.
  await page.getByRole("button", { name: "게시", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "투어 게시" });
  // The thumbnail: a button beside the current one (none yet), the first panorama picked.
  await dialog.getByText("아직 썸네일이 없습니다").waitFor();
  await dialog.getByLabel("이미지 고르기").setInputFiles(ctx.panoramas[0]);
  await dialog.getByLabel("다른 이미지로 바꾸기").waitFor();
  await dialog.locator("img.publish-thumbnail").waitFor();
  const slug = `golmok-${Date.now().toString(36)}`;
  await dialog.getByLabel("공개 주소").fill(slug);
  await dialog.getByRole("button", { name: "지금 게시" }).click();
  await page.getByText("버전 1을 게시했습니다.").waitFor();
  const live = dialog.getByRole("link", { name: new RegExp(`/t/${slug}$`) });
  await live.waitFor();
  await ctx.shot(page, "editor-published");
  await expectNoSeriousAxeViolations(page, "the publish dialog");
  const href = await live.getAttribute("href");
  return new URL(href ?? "", ctx.origin).toString();
};

/**
 * The model tool's catalogue, in English, on a tour with one scene: a category chosen (Furniture:
 * 4 of 4), back to "All" (12 of 13), the next page loaded (13 of 13), a spot clicked and the
 * model of page 2 placed; the scene's models list it. Returns the model's name.
 */
export const placeModelFromSecondPage = async (page: Page, shot: Shooter): Promise<string> => {
  const inspector = page.getByRole("complementary", { name: "Properties" });
  await page.getByRole("button", { name: "3D model", exact: true }).click();
  await inspector.getByText("12 of 13 models").waitFor();
  const category = inspector.getByLabel("Category");
  expect(await category.locator("option").allTextContents()).toEqual([
    "All",
    "Furniture",
    "Signs and arrows",
    "Nature",
    "People and vehicles",
  ]);
  await category.selectOption({ label: "Furniture" });
  await inspector.getByText("4 of 4 models").waitFor();
  expect(await inspector.getByRole("button", { name: "More models" }).count()).toBe(0);
  await category.selectOption({ label: "All" });
  await inspector.getByText("12 of 13 models").waitFor();
  await inspector.getByRole("button", { name: "More models" }).click();
  await inspector.getByText("13 of 13 models").waitFor();
  await shot(page, "editor-model-catalogue-page-2");
  await expectNoSeriousAxeViolations(page, "the model catalogue");

  const catalogue = inspector.getByRole("list", { name: "Model catalogue" });
  const secondPage = catalogue.getByRole("button").nth(12);
  const name = ((await secondPage.textContent()) ?? "").trim();
  expect(name).not.toBe("");
  await clickCanvas(page, 0.5, 0.6);
  await inspector.getByText("Spot chosen.", { exact: false }).waitFor();
  await secondPage.click();
  await page.locator(".snackbar__text", { hasText: "The model is placed." }).waitFor();
  await inspector.getByRole("heading", { name: "Models in this scene" }).waitFor();
  await inspector.getByText(name, { exact: true }).last().waitFor();
  await shot(page, "editor-model-placed");
  return name;
};

/**
 * An area drawn low in the scene and filled with the "Logo nadir cap" ready-made image,
 * chosen beside the upload; the image the area shows is the tour's own copy, served as a PNG.
 */
export const fillAreaWithPreset = async (page: Page, origin: string, shot: Shooter) => {
  const inspector = page.getByRole("complementary", { name: "Properties" });
  await page.getByRole("button", { name: "Area", exact: true }).click();
  // Clear of the snackbar at the bottom of the canvas, which takes the clicks it covers.
  for (const [x, y] of [
    [0.35, 0.55],
    [0.65, 0.55],
    [0.5, 0.7],
  ] as const)
    await clickCanvas(page, x, y);
  await inspector.getByLabel("Name (optional)").fill("Floor");
  await inspector.getByRole("button", { name: "Save", exact: true }).click();
  await page.locator(".snackbar__text", { hasText: "The shape is saved." }).waitFor();
  const fill = inspector.getByRole("group", { name: "Fill image of Floor" });
  await fill.getByLabel("Upload an image").waitFor({ state: "attached" });
  const presets = fill.getByRole("list", { name: "Ready-made images" });
  await presets.getByRole("button", { name: "Logo nadir cap" }).click();
  await page.locator(".snackbar__text", { hasText: "The image is set." }).waitFor();
  const image = fill.locator(".area-image__current img");
  await image.waitFor();
  const src = (await image.getAttribute("src")) ?? "";
  expect(src).toMatch(/^\/cdn\/tours\/[^/]+\/geometries\/[0-9a-f]+\.png$/);
  const served = await page.request.get(new URL(src, origin).toString());
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/png");
  await shot(page, "editor-area-preset");
  await expectNoSeriousAxeViolations(page, "an area's fill image");
};
