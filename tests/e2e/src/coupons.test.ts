import { registerAccount } from "@orbis/testkit/vitest/sharedServer";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { payInCardModal, signInAt } from "./commerceSteps";
import { expectNoSeriousAxeViolations } from "./harness/axe";
import { journeySuite } from "./harness/journeySuite";

/*
 * The buyer's coupons and commerce screens, in English, reached as a person reaches them: a new
 * FREE creator claims the welcome coupon from the first-access popup and spends it on PRO; the
 * subscription, payment history, usage and coupon screens are each opened from the side menu.
 */

const { describeInBrowser, journey } = await journeySuite();

/** The side menu's entry `name`, followed; the page opened is headed `heading`. */
const openFromMenu = async (page: Page, name: string, heading = name) => {
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name }).click();
  await page.getByRole("heading", { level: 1, name: heading }).waitFor();
};

describeInBrowser("the buyer's coupons and commerce screens", () => {
  it("discounts a PRO quote and order by a held coupon claimed from the welcome popup", async () => {
    const account = await registerAccount("coupon-journey");
    await journey("coupons-welcome-to-pro", async ({ page, shot }) => {
      await signInAt(page, account, "/projects/contents");
      // The first access: the welcome popup, whose button claims the coupon.
      const popup = page.getByRole("dialog", { name: "Welcome to Orbis! 20% off Pro" });
      await popup.waitFor();
      await shot(page, "welcome-popup");
      await popup.getByRole("button", { name: "Get the coupon" }).click();
      await page.waitForURL((url) => url.pathname === "/mypage/coupon");
      const held = page.locator('[data-coupon="welcome-pro-20"]');
      await held.getByText("Available").waitFor();
      await shot(page, "coupon-held");

      // Upgrade from the menu: the subscription page's plan change, then PRO.
      await openFromMenu(page, "Subscription");
      await page.getByRole("link", { name: "Change plan" }).click();
      await page.waitForURL((url) => url.pathname === "/payment");
      await page.getByRole("button", { name: "Choose Pro" }).click();
      await page.getByRole("heading", { name: /^Pro · Monthly$/ }).waitFor();
      const quote = page.getByRole("region", { name: /^Pro · Monthly$/ });
      const full = await quote.locator(".quote-panel__total").textContent();

      await page.getByLabel("Coupon").selectOption({ label: "Welcome: 20% off Pro · 20% off" });
      await quote.getByText("Discount").waitFor();
      const total = (await quote.locator(".quote-panel__total").textContent()) ?? "";
      expect(total).not.toBe(full);
      expect(total).toBe("$12.00");
      await shot(page, "quote-with-coupon");
      await expectNoSeriousAxeViolations(page, "the plan change with a coupon");

      await page.getByRole("button", { name: "Pay by card" }).click();
      const modal = await payInCardModal(
        page,
        { number: "4242-4242-4242-4242", expiry: "1230", birth: "900101", password: "12" },
        shot,
        "card-modal",
      );
      await modal.waitFor({ state: "detached" });
      await page.locator(".commerce-outcome--paid").waitFor();

      await openFromMenu(page, "Payment history");
      const row = page.getByRole("row", { name: /Pro/ }).first();
      await row.getByText(/Payment complete/i).waitFor();
      await row.getByText("$12.00").waitFor();
      await shot(page, "history-discounted");

      await openFromMenu(page, "Register a coupon");
      await held.getByText("Used", { exact: true }).waitFor();
    });
  });

  it("opens the subscription, payment history, usage and coupons from the side menu, each under its own heading", async () => {
    const account = await registerAccount("menu-journey");
    await journey("commerce-from-menu", async ({ page, shot }) => {
      await signInAt(page, account, "/projects/contents");
      const popup = page.getByRole("dialog", { name: "Welcome to Orbis! 20% off Pro" });
      await popup.waitFor();
      await popup.getByRole("button", { name: "Close" }).click();
      await popup.waitFor({ state: "detached" });
      for (const [entry, path] of [
        ["Subscription", "/mypage/subscribe"],
        ["Payment history", "/mypage/purchase"],
        ["Usage", "/mypage/usage"],
        ["Register a coupon", "/mypage/coupon"],
      ] as const) {
        await openFromMenu(page, entry);
        expect(new URL(page.url()).pathname).toBe(path);
        expect(await page.getByRole("heading", { level: 1 }).allTextContents()).toEqual([entry]);
        await shot(page, path.slice(1).replaceAll("/", "-"));
      }
      // Closed once, the popup does not come back on the next page.
      await page.reload();
      await page.getByRole("heading", { level: 1, name: "Register a coupon" }).waitFor();
      expect(await popup.count()).toBe(0);
      await expectNoSeriousAxeViolations(page, "the coupon screen");
    });
  });
});
