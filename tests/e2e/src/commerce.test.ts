import { registerAccount } from "@orbis/testkit/vitest/sharedServer";
import { expect, it } from "vitest";
import { expectSubscribedPlan, payInCardModal, signInAt } from "./commerceSteps";
import { expectNoSeriousAxeViolations } from "./harness/axe";
import { journeySuite } from "./harness/journeySuite";

/*
 * Paying, in English: a FREE creator refused a 4th project follows the upgrade action, pays PRO
 * with the sandbox's test card and makes the 4th; another pays a year by PayPal in dollars
 * through the provider's approval page; a declined card says why and changes nothing.
 */

const { describeInBrowser, journey } = await journeySuite();

describeInBrowser("paying for a plan", () => {
  it("upgrades a FREE creator refused a 4th project to PRO by card, who then makes it", async () => {
    const account = await registerAccount("upgrade");
    await journey("commerce-upgrade", async ({ page, shot }) => {
      await signInAt(page, account, "/projects/contents");
      // The FREE plan's three projects, made as a creator makes them; the fourth is refused.
      for (const name of ["One", "Two", "Three", "Four"]) {
        await page.getByRole("button", { name: "New project" }).first().click();
        const dialog = page.getByRole("dialog", { name: "New project" });
        await dialog.getByLabel("Name").fill(name);
        await dialog.getByRole("button", { name: "Create" }).click();
        if (name === "Four") break;
        await page.waitForURL(/\/project\/[^/]+\/preview$/);
        await page.goto("/projects/contents");
      }
      const upgrade = page.getByRole("button", { name: "Upgrade" });
      await upgrade.waitFor();
      await shot(page, "refused-with-upgrade");
      await upgrade.click();
      await page.waitForURL((url) => url.pathname === "/payment");

      // PRO is preselected and priced by the server before paying.
      await page.getByRole("heading", { name: /^Pro · Monthly$/ }).waitFor();
      expect(await page.getByTestId("quote-sentence").textContent()).toMatch(/now for/);
      await shot(page, "plan-change");
      await expectNoSeriousAxeViolations(page, "the plan-change screen");

      await page.getByRole("button", { name: "Pay by card" }).click();
      const modal = await payInCardModal(
        page,
        { number: "4242-4242-4242-4242", expiry: "1230", birth: "900101", password: "12" },
        shot,
        "card-modal",
      );
      await modal.waitFor({ state: "detached" });
      await page.getByText("Payment complete: Pro.").waitFor();
      await shot(page, "paid");

      await expectSubscribedPlan(page, "Pro", shot);
      await page.getByText("Sandbox Visa").first().waitFor();

      await page.goto("/mypage/purchase");
      const row = page.getByRole("row", { name: /Pro/ }).first();
      await row.getByText(/Payment complete/i).waitFor();
      await shot(page, "purchases");
      await expectNoSeriousAxeViolations(page, "the purchases screen");
      await row.getByRole("button", { name: /receipt/i }).click();
      const receipt = page.getByRole("dialog", { name: /receipt/i });
      await receipt.getByText("Pro").first().waitFor();
      await shot(page, "receipt");
      await expectNoSeriousAxeViolations(page, "the receipt");
      await page.keyboard.press("Escape");

      await page.goto("/projects/contents");
      await page.getByRole("button", { name: "New project" }).first().click();
      await page.getByRole("dialog", { name: "New project" }).getByLabel("Name").fill("Four");
      await page
        .getByRole("dialog", { name: "New project" })
        .getByRole("button", { name: "Create" })
        .click();
      await page.waitForURL(/\/project\/[^/]+\/preview$/);
      await shot(page, "fourth-project");
    });
  });

  it("pays a year of PRO by PayPal, in dollars, through the approval page", async () => {
    const account = await registerAccount("paypal");
    await journey("commerce-paypal", async ({ page, shot }) => {
      await signInAt(page, account, "/payment/yearly");
      // Signed in, the yearly plans are the console's: its first-access offer shows, and is closed
      // as a buyer closes it, so it does not cover the pay buttons.
      await page
        .getByRole("dialog", { name: /Welcome to Orbis/ })
        .getByRole("button", { name: "Close" })
        .click();
      await page.getByRole("radio", { name: "PayPal (USD)" }).check();
      await page.getByRole("button", { name: "Choose Pro" }).click();
      await page.getByRole("heading", { name: /^Pro · Yearly$/ }).waitFor();
      const total = page.locator(".quote-panel__total");
      await expect.poll(() => total.textContent()).toMatch(/^\$\d+\.\d\d$/);
      await page.getByLabel("Agree to all").check();
      await shot(page, "paypal-quote");
      await expectNoSeriousAxeViolations(page, "the yearly plans with PayPal");
      await page.getByRole("button", { name: "Continue to PayPal" }).click();

      await page.getByRole("heading", { name: /PayPal approval/ }).waitFor();
      await shot(page, "paypal-approval");
      await page.getByRole("button", { name: "Approve" }).click();
      await page.waitForURL((url) => url.pathname === "/payment/yearly");
      await page.getByText("Payment complete: Pro (yearly).").waitFor();
      // Back from PayPal: PayPal is still chosen, and the page is still the console's, menu and all.
      expect(await page.getByRole("radio", { name: "PayPal (USD)" }).isChecked()).toBe(true);
      await page.getByRole("button", { name: "Show or hide the menu" }).waitFor();
      await shot(page, "paypal-paid");

      await expectSubscribedPlan(page, "Pro", shot);
      await page.goto("/mypage/purchase");
      await page
        .getByRole("row", { name: /\$\d+\.\d\d/ })
        .first()
        .waitFor();
      await shot(page, "paypal-purchases");

      // More storage on top of the plan, paid once on the provider's checkout page and back.
      await page.goto("/mypage/usage");
      const more = page.getByRole("region", { name: "More storage" });
      await more.getByLabel("Agree to all").check();
      await shot(page, "usage");
      await expectNoSeriousAxeViolations(page, "the usage screen");
      await more.getByRole("button", { name: "Buy Extra storage 100 GB (7-day pass)" }).click();
      await page.getByRole("heading", { name: /Pay by card/ }).waitFor();
      await page.getByLabel("Card number").fill("4242-4242-4242-4242");
      await page.getByLabel("Expiry (MMYY)").fill("1230");
      await page.getByLabel(/Date of birth/).fill("900101");
      await page.getByLabel("First two digits of the card password").fill("12");
      await shot(page, "storage-checkout");
      await page.getByRole("button", { name: "Pay" }).click();
      await page.waitForURL((url) => url.pathname === "/mypage/usage");
      await page.getByText("Your storage has been added.").waitFor();
      await shot(page, "storage-added");
    });
  });

  it("says why a declined card was refused, keeps what was typed but the secrets, and changes nothing", async () => {
    const account = await registerAccount("declined");
    await journey("commerce-declined", async ({ page, shot }) => {
      await signInAt(page, account, "/payment?plan=pro");
      await page.getByRole("heading", { name: /^Pro · Monthly$/ }).waitFor();
      await page.getByRole("button", { name: "Pay by card" }).click();
      const modal = await payInCardModal(
        page,
        { number: "4000-0000-0000-0002", expiry: "1230", birth: "900101", password: "12" },
        shot,
        "declined-card",
      );
      await modal
        .getByRole("alert")
        .getByText(/declined/i)
        .waitFor();
      await shot(page, "declined");
      expect(await modal.getByLabel("Card number, group 1").inputValue()).toBe("4000");
      expect(await modal.getByLabel("Card number, group 4").inputValue()).toBe("0002");
      expect(await modal.getByLabel("Expiry (MMYY)").inputValue()).toBe("1230");
      expect(await modal.getByLabel("Password (first 2 digits)").inputValue()).toBe("");
      await page.keyboard.press("Escape");
      await expectSubscribedPlan(page, "Free", shot);

      // A working card goes in as the payment method: registered, then the default.
      await page.getByRole("button", { name: "Change payment method" }).click();
      const method = page.getByRole("dialog", { name: "Payment method" });
      await method.getByRole("radio", { name: "PayPal" }).check();
      await method.getByText("Payment method not selected").waitFor();
      await method.getByRole("radio", { name: "Card" }).check();
      for (const [index, digits] of ["5555", "5555", "5555", "4444"].entries())
        await method.getByLabel(`Card number, group ${index + 1}`).fill(digits);
      await method.getByLabel("Expiry (MMYY)").fill("1230");
      await method.getByLabel("Password (first 2 digits)").fill("12");
      await method.getByLabel("Date of birth (YYMMDD) or business number").fill("900101");
      await method.getByLabel("Agree to all").check();
      await shot(page, "method-modal");
      await expectNoSeriousAxeViolations(page, "the payment-method modal");
      await method.getByRole("button", { name: "Complete" }).click();
      await method.waitFor({ state: "detached" });
      await expect
        .poll(() => page.getByTestId("default-method").textContent())
        .toMatch(/Mastercard/);

      // A coupon code, registered on its page.
      await page.goto("/mypage/coupon");
      await page.getByRole("textbox", { name: "Coupon code" }).fill("orbis-360");
      await page.getByRole("button", { name: "Register" }).click();
      await page.getByText("Launch code: 10% off").first().waitFor();
      await shot(page, "coupon");
      await expectNoSeriousAxeViolations(page, "the coupon screen");
    });
  });

  it("speaks Vietnamese on the payment screens, and Korean in Japanese (docs/product/overview.md)", async () => {
    const account = await registerAccount("languages");
    await journey("commerce-languages", async ({ page, shot }) => {
      await signInAt(page, account, "/payment");
      await page.getByRole("heading", { level: 1, name: "Change plan" }).waitFor();
      const language = page.getByRole("combobox", { name: "Language" });
      await language.selectOption("vi");
      await page.getByRole("heading", { level: 1, name: "Đổi gói" }).waitFor();
      await page.getByRole("button", { name: "Chọn Pro" }).waitFor();
      await shot(page, "vi");
      await page.getByRole("combobox").first().selectOption("ja");
      // Payments are not offered in Japanese: their screens read Korean, the menu stays Japanese.
      const title = page.getByRole("heading", { level: 1, name: "요금제 변경" });
      await title.waitFor();
      await page.getByRole("link", { name: "マイプロジェクト" }).waitFor();
      // …and say so to a screen reader: the page's language is Korean inside the Japanese one.
      expect(await title.locator("xpath=ancestor::*[@lang][1]").getAttribute("lang")).toBe("ko");
      await shot(page, "ja");
      await expectNoSeriousAxeViolations(page, "the plan change in Japanese");
    });
  });
});
