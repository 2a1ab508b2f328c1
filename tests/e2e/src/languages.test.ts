import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { EN, type FirstScreenWords, JA, VI } from "./firstScreenWords";
import { expectNoSeriousAxeViolations } from "./harness/axe";
import { journeySuite } from "./harness/journeySuite";
import type { Shooter } from "./harness/screenshots";
import { desktop } from "./harness/visitors";

/*
 * The journey's first screens (the landing, the login dialog, the registration dialog) in
 * English, Vietnamese and Japanese, each reached the way a visitor would choose it: the
 * browser's language, the `lang` query of a shared link, or the footer's language switch (which
 * is remembered for the next visit). The words are the console's own, so a screen that loses
 * its translation fails here.
 */

// Each journey names its visitor: the browser's language is what the test is about.
const { describeInBrowser, journey } = await journeySuite();

const htmlLang = (page: Page) => page.locator("html").getAttribute("lang");

/** From the landing on, through the header's sign-in, to the registration dialog. */
const walkFirstScreenWords = async (page: Page, words: FirstScreenWords, shot: Shooter) => {
  const title = page.getByRole("heading", { level: 1, name: words.landingTitle });
  await title.waitFor();
  expect(await htmlLang(page)).toBe(words.language);
  await shot(page, "landing");

  await page.getByRole("banner").getByRole("link", { name: words.signIn }).click();
  const dialog = page.getByRole("dialog", { name: "Orbis" });
  await dialog.getByRole("heading", { name: words.loginTitle }).waitFor();
  await dialog.getByLabel(words.email).waitFor();
  await dialog.getByLabel(words.password, { exact: true }).waitFor();
  await dialog.getByRole("button", { name: words.loginSubmit, exact: true }).waitFor();
  expect(await htmlLang(page)).toBe(words.language);
  await shot(page, "login");
  await expectNoSeriousAxeViolations(page, `the login dialog (${words.language})`);

  await dialog.getByRole("link", { name: words.createAccount }).click();
  await dialog.getByRole("heading", { name: words.registerTitle }).waitFor();
  await dialog.getByRole("button", { name: words.sendCode }).waitFor();
  await shot(page, "register");
};

describeInBrowser("the first screens in other languages", () => {
  it("follow an English browser", async () => {
    await journey("languages-en", desktop("en-US"), async ({ page, shot }) => {
      await page.goto("/");
      await walkFirstScreenWords(page, EN, shot);
    });
  });

  it("follow the lang query of a link, over a Korean browser", async () => {
    await journey("languages-vi", desktop("ko-KR"), async ({ page, shot }) => {
      await page.goto("/?lang=vi");
      await walkFirstScreenWords(page, VI, shot);
    });
  });

  it("follow the footer's language switch, and remember it on the next visit", async () => {
    await journey("languages-ja", desktop("ko-KR"), async ({ page, shot }) => {
      await page.goto("/");
      await page
        .getByRole("heading", { level: 1, name: "360° 가상 투어를 만들고, 내 서버에서 공개하세요" })
        .waitFor();
      await page.getByRole("contentinfo").getByLabel("언어").selectOption({ label: "日本語" });
      await page.getByRole("heading", { level: 1, name: JA.landingTitle }).waitFor();
      await page.reload();
      await walkFirstScreenWords(page, JA, shot);
    });
  });
});
