import { registerAccount } from "@orbis/testkit/vitest/sharedServer";
import type { Locator, Page } from "playwright-core";
import { expect, it } from "vitest";
import { fillCardModal, signInAt } from "./commerceSteps";
import { expectNoSeriousAxeViolations } from "./harness/axe";
import { journeySuite } from "./harness/journeySuite";
import { desktop } from "./harness/visitors";

/*
 * A refund after an upgrade, in English, in a 1280×850 window, through the UI only: a new
 * creator pays PRO by the sandbox's card, upgrades to BUSINESS on the plan page, opens the
 * payment history from the paid message, and finds the PRO payment offers no refund and says why
 * (an upgrade replaced it: 120014's words); the account is still on BUSINESS. On the way, the
 * quote's Pay button is in view after choosing a plan, and the payment modal's title and pay
 * button fit the window.
 */

const WINDOW = { width: 1280, height: 850 } as const;
const { describeInBrowser, journey } = await journeySuite({
  visitor: { ...desktop("en-US"), viewport: WINDOW },
});

const CARD = { number: "4242-4242-4242-4242", expiry: "1230", birth: "900101", password: "12" };

/** Whether `element` lies wholly inside the 1280×850 window, as drawn now. */
const inWindow = async (element: Locator): Promise<boolean> => {
  const box = await element.boundingBox();
  return (
    box !== null &&
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= WINDOW.width &&
    box.y + box.height <= WINDOW.height
  );
};

/** Chooses `plan` on the plan page and waits for its quote, its Pay button in the window. */
const choosePlan = async (page: Page, plan: string, pay: RegExp) => {
  await page.getByRole("button", { name: `Choose ${plan}` }).click();
  await page.getByRole("heading", { name: new RegExp(`^${plan} · Monthly$`) }).waitFor();
  const button = page.getByRole("button", { name: pay }).first();
  await button.waitFor();
  await expect.poll(() => inWindow(button)).toBe(true);
  await expect.poll(() => inWindow(page.getByTestId("quote-sentence"))).toBe(true);
  return button;
};

describeInBrowser("a refund after an upgrade", () => {
  it("refuses to refund the PRO payment an upgrade to BUSINESS replaced, saying why, and keeps BUSINESS", async () => {
    const account = await registerAccount("refund-after-upgrade");
    await journey("refund-after-upgrade", async ({ page, shot }) => {
      await signInAt(page, account, "/payment");
      await page.getByRole("heading", { level: 1, name: "Change plan" }).waitFor();

      // PRO by card: the quote and its button come into view; the modal fits the window.
      const byCard = await choosePlan(page, "Pro", /^Pay by card$/);
      await shot(page, "pro-quote");
      await byCard.click();
      const modal = page.getByRole("dialog", { name: "Payment" });
      await modal.waitFor();
      expect(await inWindow(modal.getByRole("heading", { name: "Payment" }))).toBe(true);
      expect(await inWindow(modal.getByRole("button", { name: /agree and pay/i }))).toBe(true);
      await fillCardModal(page, CARD, shot, "pro-card");
      // Still in the window after filling every field and agreeing to every term (asked before
      // paying: a quick payment closes the modal at once).
      const pay = modal.getByRole("button", { name: /agree and pay/i });
      expect(await inWindow(modal.getByRole("heading", { name: "Payment" }))).toBe(true);
      expect(await inWindow(pay)).toBe(true);
      await pay.click();
      await modal.waitFor({ state: "detached" });
      await page.getByText("Payment complete: Pro.").waitFor();
      await expect.poll(() => inWindow(page.getByText("Payment complete: Pro."))).toBe(true);
      await shot(page, "pro-paid");

      // The subscription says PRO; its Change plan leads back to the plans.
      await page.getByRole("link", { name: "See your subscription" }).click();
      await page.getByRole("heading", { level: 1, name: "Subscription" }).waitFor();
      await expect.poll(() => page.getByTestId("subscribed-plan").textContent()).toBe("Pro");
      await page.getByRole("link", { name: "Change plan" }).click();
      await page.getByRole("heading", { level: 1, name: "Change plan" }).waitFor();

      // The upgrade, paid with the card saved by the first payment.
      const saved = await choosePlan(page, "Business", /^Pay .* with Sandbox Visa/);
      expect(await page.getByTestId("quote-sentence").textContent()).toMatch(
        /rest of your current period/,
      );
      await shot(page, "business-quote");
      await expectNoSeriousAxeViolations(page, "the upgrade's quote");
      await saved.click();
      await page.getByText("Payment complete: Business.").waitFor();
      await shot(page, "business-paid");

      // The payment history: PRO offers no refund, and says why.
      await page.getByRole("link", { name: "See your payments" }).click();
      await page.getByRole("heading", { level: 2, name: "Payment history" }).waitFor();
      const pro = page.getByRole("row", { name: /Pro \(monthly\)/ });
      await pro.getByText("Payment complete").waitFor();
      await pro
        .getByText("A later payment has replaced this one, so it can no longer be refunded")
        .waitFor();
      expect(await pro.getByRole("button", { name: /Request a refund/ }).count()).toBe(0);
      await page
        .getByRole("row", { name: /Business \(monthly\)/ })
        .first()
        .waitFor();
      await shot(page, "history");
      await expectNoSeriousAxeViolations(page, "the payment history after an upgrade");

      // Back to the plans: the account is still on BUSINESS.
      await page.goBack();
      await page.getByRole("heading", { level: 1, name: "Change plan" }).waitFor();
      await page.getByText(/^Your plan: Business/).waitFor();
      await shot(page, "still-business");
    });
  });
});
