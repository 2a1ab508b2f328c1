import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { editorPathOf } from "./editorSteps";
import { expectNoSeriousAxeViolations } from "./harness/axe";
import type { Shooter } from "./harness/screenshots";

/** The first project and tour a newcomer makes, and where the editor opened them. */
export interface FirstTour {
  readonly projectId: string;
  readonly tourId: string;
}

/** A button's fill as drawn: a disabled button must not look like the enabled one. */
const backgroundOf = (button: Locator) =>
  button.evaluate((element) => getComputedStyle(element).backgroundColor);

/** The path segment at `index` of the page's address (`/project/:id/…` → 2 is the id). */
const segment = (page: Page, index: number): string =>
  decodeURIComponent(new URL(page.url()).pathname.split("/")[index] ?? "");

/**
 * From the empty "내 프로젝트" screen (Korean): the new-project dialog, the project it opens,
 * back to the list and in again from the project's card, a tour from the project's tours tab,
 * and that tour's "open in editor" link. Ends on the editor's route.
 */
export const createProjectAndTour = async (
  page: Page,
  names: { readonly projectName: string; readonly tourTitle: string },
  shot: Shooter,
): Promise<FirstTour> => {
  const { projectName, tourTitle } = names;
  await page.getByText("아직 투어 프로젝트가 없습니다.", { exact: false }).waitFor();
  await shot(page, "projects-empty");
  await expectNoSeriousAxeViolations(page, "the projects screen");

  await page.getByRole("button", { name: "새 프로젝트" }).first().click();
  const dialog = page.getByRole("dialog", { name: "새 프로젝트" });
  // Without a name, Create is disabled, looks it, and says what it waits for.
  const create = dialog.getByRole("button", { name: "만들기" });
  await dialog.getByText("이름을 입력하면 프로젝트를 만들 수 있습니다.").waitFor();
  expect(await create.isDisabled()).toBe(true);
  const disabledLook = await backgroundOf(create);
  await dialog.getByLabel("이름").fill(projectName);
  expect(await create.isEnabled()).toBe(true);
  await expect.poll(() => backgroundOf(create)).not.toBe(disabledLook);
  await shot(page, "new-project-dialog");
  await expectNoSeriousAxeViolations(page, "the new-project dialog");
  await create.click();
  await page.getByText(`“${projectName}”을(를) 만들었습니다`).waitFor();
  await page.waitForURL(/\/project\/[^/]+\/preview$/);
  const projectId = segment(page, 2);

  // Back to the list, and into the project from its card, as on a later visit.
  await page
    .getByRole("navigation", { name: "주 메뉴" })
    .getByRole("link", { name: "내 프로젝트" })
    .click();
  await page.waitForURL("**/projects/contents");
  await page.getByRole("link", { name: projectName }).click();
  await page.waitForURL(`**/project/${projectId}/preview`);
  await page.getByRole("heading", { level: 1, name: projectName }).waitFor();
  await page.getByText("이 프로젝트에는 아직 투어가 없습니다.", { exact: false }).waitFor();
  await shot(page, "project-opened");

  const newTour = page.getByRole("button", { name: "새 투어" });
  await page.getByText("제목을 입력하면 새 투어를 만들 수 있습니다.").waitFor();
  expect(await newTour.isDisabled()).toBe(true);
  await page.getByLabel("투어 제목").fill(tourTitle);
  await newTour.click();
  const row = page.getByRole("listitem").filter({ hasText: tourTitle });
  await row.getByText("장면 0개").waitFor();
  await shot(page, "tour-created");
  await expectNoSeriousAxeViolations(page, "the project's tours");

  await row.getByRole("link", { name: "에디터에서 열기" }).click();
  await page.waitForURL(/\/project\/[^/]+\/edit\/[^/]+$/);
  const tourId = segment(page, 4);
  expect(new URL(page.url()).pathname).toBe(editorPathOf(projectId, tourId));
  return { projectId, tourId };
};
