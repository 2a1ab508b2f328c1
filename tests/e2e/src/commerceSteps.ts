import type { Page } from "playwright-core";
import { expect } from "vitest";
import { expectNoSeriousAxeViolations } from "./harness/axe";
import type { Shooter } from "./harness/screenshots";

/** An account's email and password, as the login dialog takes them. */
export interface Credentials {
  readonly email: string;
  readonly password: string;
}

/** Signs in through the login dialog (English) and lands on `to`. */
export const signInAt = async (page: Page, account: Credentials, to: string): Promise<void> => {
  await page.goto(`/builder/login?redirect=${encodeURIComponent(to)}`);
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email").fill(account.email);
  await dialog.getByLabel("Password", { exact: true }).fill(account.password);
  await dialog.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === to.split("?")[0]);
};

/** A card as typed in the payment modal: its number's four groups and the other fields. */
export interface TypedCard {
  readonly number: string;
  readonly expiry: string;
  readonly birth: string;
  readonly password: string;
}

/** Fills the card payment modal (English labels) and agrees to every term, without paying. */
export const fillCardModal = async (page: Page, card: TypedCard, shot: Shooter, step: string) => {
  const modal = page.getByRole("dialog", { name: "Payment" });
  await modal.waitFor();
  const groups = card.number.split("-");
  for (const [index, digits] of groups.entries())
    await modal.getByLabel(`Card number, group ${index + 1}`).fill(digits);
  await modal.getByLabel("Expiry (MMYY)").fill(card.expiry);
  await modal.getByLabel("Password (first 2 digits)").fill(card.password);
  await modal.getByLabel("Date of birth (YYMMDD)").fill(card.birth);
  for (const box of await modal.getByRole("checkbox").all()) await box.check();
  await shot(page, step);
  await expectNoSeriousAxeViolations(page, "the card payment modal");
  return modal;
};

/** Fills the card payment modal (English labels), agrees to every term, and pays. */
export const payInCardModal = async (page: Page, card: TypedCard, shot: Shooter, step: string) => {
  const modal = await fillCardModal(page, card, shot, step);
  await modal.getByRole("button", { name: /agree and pay/i }).click();
  return modal;
};

/** `/mypage/subscribe` shows `plan` as the account's plan. */
export const expectSubscribedPlan = async (page: Page, plan: string, shot: Shooter) => {
  await page.goto("/mypage/subscribe");
  await page.getByRole("heading", { level: 1, name: "Subscription" }).waitFor();
  await expect.poll(() => page.getByTestId("subscribed-plan").textContent()).toBe(plan);
  await shot(page, `subscribe-${plan.toLowerCase()}`);
  await expectNoSeriousAxeViolations(page, "the subscription screen");
};
