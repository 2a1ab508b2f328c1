import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { expectNoSeriousAxeViolations } from "./harness/axe";
import type { Shooter } from "./harness/screenshots";

/** Signs in through the login dialog (English) with an email or a student's login id. */
export const signInWith = async (page: Page, id: string, password: string, to: string) => {
  await page.goto(`/builder/login?redirect=${encodeURIComponent(to)}`);
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email or login ID").fill(id);
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await dialog.getByRole("button", { name: "Sign in" }).click();
};

/** Closes the first-access coupon popup if it shows (a new account's first visit). */
export const dismissCouponPopup = async (page: Page) => {
  const close = page.getByRole("button", { name: "Close", exact: true });
  if (await close.isVisible().catch(() => false)) await close.click();
};

/** A login sheet's line: what the student types at their first sign-in. */
export interface SheetLine {
  readonly name: string;
  readonly loginId: string;
  readonly password: string;
}

/**
 * In the admin's students list: imports `names` into `group` from a CSV file (with a BOM, as
 * spreadsheet programs save it) and answers the sign-in sheet it shows once.
 */
export const importStudentsFromCsv = async (
  page: Page,
  shot: Shooter,
  group: string,
  names: readonly string[],
): Promise<SheetLine[]> => {
  const file = join(tmpdir(), `class-${Date.now()}.csv`);
  await writeFile(file, `\uFEFFName\r\n${names.join("\r\n")}\r\n\r\n`);
  await page.getByRole("button", { name: "Import students" }).click();
  const dialog = page.getByRole("dialog", { name: "Import students" });
  await dialog.getByLabel("Group").selectOption({ label: group });
  await dialog.locator("input[type=file]").setInputFiles(file);
  await dialog.getByText(`${names.length} students will be created.`).waitFor();
  await shot(page, "import-preview");
  await expectNoSeriousAxeViolations(page, "the student import preview");
  await dialog.getByRole("button", { name: "Create", exact: true }).click();
  // The dialog becomes the sign-in sheet (its title changes with it).
  const sheet = page.getByRole("table", { name: "Sign-in details" });
  await sheet.waitFor();
  await shot(page, "sign-in-sheet");
  const lines: SheetLine[] = [];
  for (const row of await sheet.locator("tbody tr").all()) {
    const [name = "", loginId = "", password = ""] = await row.locator("td").allInnerTexts();
    lines.push({ name, loginId, password });
  }
  await expectNoSeriousAxeViolations(page, "the sign-in sheet");
  await page
    .getByRole("dialog", { name: "Sign-in details" })
    .getByRole("button", { name: "Close" })
    .click();
  return lines;
};

/** A PNG picture's first bytes: a binary file someone named `.csv`. */
const PNG_BYTES = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
  0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x00, 0x08, 0x02, 0x00, 0x00, 0x00, 0xd3, 0x10, 0x3f,
]);

/**
 * In the admin's students list: offers `group` a class file with only its heading, then a binary
 * file named `.csv`; each is refused with what is wrong with it, with no preview and Create off.
 * Closes the dialog having created nothing.
 */
export const refuseBadClassFiles = async (page: Page, shot: Shooter, group: string) => {
  const headerOnly = join(tmpdir(), `heading-only-${Date.now()}.csv`);
  const binary = join(tmpdir(), `class-photo-${Date.now()}.csv`);
  await writeFile(headerOnly, "\uFEFFName,Grade\r\n");
  await writeFile(binary, PNG_BYTES);
  await page.getByRole("button", { name: "Import students" }).click();
  const dialog = page.getByRole("dialog", { name: "Import students" });
  await dialog.getByLabel("Group").selectOption({ label: group });
  const refused = async (file: string, says: string) => {
    await dialog.locator("input[type=file]").setInputFiles(file);
    await dialog.getByRole("alert").filter({ hasText: says }).waitFor();
    if ((await dialog.getByRole("table", { name: "Preview" }).count()) > 0)
      throw new Error(`a preview was shown for ${file}`);
    if (await dialog.getByRole("button", { name: "Create", exact: true }).isEnabled())
      throw new Error(`Create was offered for ${file}`);
  };
  await refused(headerOnly, "has only a heading row and no student names");
  await shot(page, "import-heading-only");
  await expectNoSeriousAxeViolations(page, "a class file with only its heading");
  await refused(binary, "is not a text file");
  await shot(page, "import-binary");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await dialog.waitFor({ state: "hidden" });
};

/** Whether an element lies wholly inside the page's viewport (`width` wide), as drawn now. */
export const isOnScreen = async (element: Locator, width: number): Promise<boolean> => {
  const box = await element.boundingBox();
  return box !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= width;
};
