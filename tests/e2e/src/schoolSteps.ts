import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
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
