import type { Page } from "playwright-core";

/** Signs in through the login dialog (English) with an email or a student's login id. */
export const signInWith = async (page: Page, id: string, password: string, to: string) => {
  await page.goto(`/builder/login?redirect=${encodeURIComponent(to)}`);
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email or login ID").fill(id);
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await dialog.getByRole("button", { name: "Sign in" }).click();
};
