import type { Page } from "playwright-core";
import { expect } from "vitest";
import { expectNoSeriousAxeViolations } from "./harness/axe";
import type { Shooter } from "./harness/screenshots";

/** The sketch generator paints, a poll comes 5 s later: a minute is plenty even loaded. */
const PAINTED_MS = 90_000;
/** As long as a step may take (the page's default): `expect.poll` would give up after 1 s. */
const STEP = { timeout: 30_000 };

/**
 * From anywhere in the app: the side menu's Create group to "AI image generation and
 * selection", whose sketch notice says no AI model is configured. Ends on that screen.
 */
export const openAiImagesFromMenu = async (page: Page, shot: Shooter): Promise<void> => {
  const menu = page.getByRole("navigation", { name: "Main menu" });
  await menu.getByText("Create", { exact: true }).waitFor();
  await menu.getByRole("link", { name: "AI image generation and selection" }).click();
  await page.waitForURL("**/create/ai");
  await page
    .getByRole("heading", { level: 1, name: "AI image generation and selection" })
    .waitFor();
  await page.getByRole("note").getByText("No AI model is configured").waitFor();
  await shot(page, "ai-images");
  await expectNoSeriousAxeViolations(page, "the AI image screen");
};

/**
 * Asks for `count` images of `prompt` in `style`, sees them in the in-progress list, then the AI
 * snackbar (top right) once they are painted, and their thumbnails in the gallery.
 */
export const generateAiImages = async (
  page: Page,
  shot: Shooter,
  request: { readonly prompt: string; readonly style: string; readonly count: number },
): Promise<void> => {
  await page.getByLabel("Prompt").fill(request.prompt);
  await page.getByRole("radio", { name: request.style }).check();
  await page.getByLabel("Number of images").selectOption(String(request.count));
  await page.getByRole("button", { name: "Generate" }).click();

  const pending = page.getByRole("region", { name: "In progress" });
  await expect.poll(() => pending.getByRole("listitem").count(), STEP).toBe(request.count);
  // The form done sending: its button's colours move from the busy look to the ready one after
  // it is enabled again, and axe must not read them half-way.
  await page.getByRole("button", { name: "Generate", exact: true }).waitFor();
  await shot(page, "ai-images-pending");
  await expectNoSeriousAxeViolations(page, "the AI images in progress");

  const snackbar = page.getByRole("status").filter({ hasText: "AI image generation is complete" });
  await snackbar.waitFor({ timeout: PAINTED_MS });
  await snackbar
    .getByText("Find your images in Create > AI image generation and selection")
    .waitFor();
  await shot(page, "ai-snackbar");
  await pending.getByText("Nothing is being generated.").waitFor({ timeout: PAINTED_MS });
  const gallery = page.getByRole("region", { name: "My AI images" });
  const pictures = gallery.getByRole("img", { name: `AI panorama: ${request.prompt}` });
  await expect.poll(() => pictures.count(), { timeout: PAINTED_MS }).toBe(request.count);
  // The thumbnails are real pictures the browser loaded, not broken links.
  await expect
    .poll(
      () =>
        pictures.evaluateAll((images) =>
          images.every((image) => (image as HTMLImageElement).naturalWidth > 0),
        ),
      STEP,
    )
    .toBe(true);
  await shot(page, "ai-gallery");
};

/** Ticks the first image of `prompt` and adds it to `tour` of `project` as a scene. */
export const addFirstAsScene = async (
  page: Page,
  shot: Shooter,
  where: { readonly prompt: string; readonly project: string; readonly tour: string },
): Promise<void> => {
  const gallery = page.getByRole("region", { name: "My AI images" });
  await gallery
    .getByRole("checkbox", { name: `Select “${where.prompt}”` })
    .first()
    .check();
  await gallery.getByRole("button", { name: "Add as scenes" }).click();
  const dialog = page.getByRole("dialog", { name: "Add as scenes" });
  await dialog.getByLabel("Tour").waitFor();
  await dialog.getByLabel("Project").selectOption({ label: where.project });
  await dialog.getByLabel("Tour").selectOption({ label: where.tour });
  await shot(page, "ai-add-as-scene");
  await expectNoSeriousAxeViolations(page, "the add-as-scenes dialog");
  await dialog.getByRole("button", { name: "Add to the tour" }).click();
  await page.getByText(`1 scene added to “${where.tour}”`).waitFor();
  await dialog.waitFor({ state: "detached" });
};
