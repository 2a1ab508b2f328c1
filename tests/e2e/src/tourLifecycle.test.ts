import { publishedTourVia } from "@orbis/testkit/publishedTours";
import { apiOn, registerAccount } from "@orbis/testkit/vitest/sharedServer";
import type { Locator, Page } from "playwright-core";
import { expect, it } from "vitest";
import { signInAt } from "./commerceSteps";
import { expectNoSeriousAxeViolations } from "./harness/axe";
import { journeySuite } from "./harness/journeySuite";

/*
 * A tour's life in the console, in English: from the project's tour list a creator renames a
 * published tour (a blank title refused on the field), edits its description and auto-rotation
 * (a speed past the limit refused on the field), then deletes it after reading what goes with it;
 * the storage bar gives the storage back, on the tours tab and on "My projects".
 */

const { describeInBrowser, journey } = await journeySuite();

/** The storage bar's figure ("… of … used (…)") on the page now. */
const storageFigure = (page: Page): Locator =>
  page.getByText(/^\S+ \S+ of \S+ \S+ used \(.+\)$/).first();

/** The menu of the tour row titled `title`, opened. */
const openMenu = async (page: Page, title: string): Promise<Locator> => {
  await page.getByRole("button", { name: `More actions for the tour “${title}”` }).click();
  return page.getByRole("menu", { name: `More actions for the tour “${title}”` });
};

describeInBrowser("a tour's life in the console", () => {
  it("is renamed, given a description and deleted from its project's list, its storage given back", async () => {
    const account = await registerAccount("tour-life");
    // The kit's session makes the tour; the browser's own sign-in then takes over the account.
    const api = apiOn(account);
    await api.checkin();
    const tour = await publishedTourVia(api, "Harbour walk");

    await journey("tour-lifecycle", async ({ page, shot }) => {
      await signInAt(page, account, "/projects/contents");
      const before = (await storageFigure(page).textContent()) ?? "";
      expect(before).not.toMatch(/^0 Bytes/);

      await page.getByRole("link", { name: "Harbour walk project" }).click();
      await page.waitForURL(`**/project/${tour.projectId}/preview`);
      const rows = page.getByRole("list").filter({ has: page.getByText("Scenes: 1") });
      await rows.getByText("Harbour walk").waitFor();
      expect(await storageFigure(page).textContent()).toBe(before);

      // Rename: a blank title is refused on its field; a real one renames the row.
      await (await openMenu(page, "Harbour walk"))
        .getByRole("menuitem", { name: "Rename" })
        .click();
      const rename = page.getByRole("dialog", { name: "Rename the tour" });
      const title = rename.getByLabel("Tour title");
      await title.fill("  ");
      await rename.getByRole("button", { name: "Save the title" }).click();
      await rename.getByText("Please fill this in.").waitFor();
      expect(await title.getAttribute("aria-invalid")).toBe("true");
      await shot(page, "rename-refused");
      await expectNoSeriousAxeViolations(page, "the rename dialog");
      await title.fill("Harbour at dusk");
      await rename.getByRole("button", { name: "Save the title" }).click();
      await page.getByText("The tour is now called “Harbour at dusk”").waitFor();
      await rename.waitFor({ state: "detached" });
      await rows.getByText("Harbour at dusk").waitFor();

      // Details: a speed past the limit is refused on its field; the description is kept.
      const menu = await openMenu(page, "Harbour at dusk");
      await menu.getByRole("menuitem", { name: "Edit details" }).click();
      const details = page.getByRole("dialog", { name: "Tour details" });
      await details.getByLabel("Title", { exact: true }).waitFor();
      expect(await details.getByLabel("Title", { exact: true }).inputValue()).toBe(
        "Harbour at dusk",
      );
      await details
        .getByLabel("Description", { exact: true })
        .fill("Fishing boats coming in at sunset.");
      const speed = details.getByLabel("Auto-rotation (degrees per second)");
      await speed.fill("45");
      await details.getByRole("button", { name: "Save", exact: true }).click();
      await details.getByText("Enter a number from -30 to 30.").waitFor();
      await shot(page, "details-refused");
      await expectNoSeriousAxeViolations(page, "the tour details dialog");
      await speed.fill("-5");
      await details.getByRole("button", { name: "Save", exact: true }).click();
      await page.getByText("The tour's details are saved").waitFor();
      await details.waitFor({ state: "detached" });
      // Opened again, the dialog reads what the server kept.
      await (await openMenu(page, "Harbour at dusk"))
        .getByRole("menuitem", { name: "Edit details" })
        .click();
      await details.getByLabel("Description", { exact: true }).waitFor();
      expect([
        await details.getByLabel("Description", { exact: true }).inputValue(),
        await speed.inputValue(),
      ]).toEqual(["Fishing boats coming in at sunset.", "-5"]);
      await details.getByRole("button", { name: "Cancel" }).click();
      await details.waitFor({ state: "detached" });

      // Delete: the dialog names the tour, its scene and its published version and page.
      await (await openMenu(page, "Harbour at dusk"))
        .getByRole("menuitem", { name: "Delete" })
        .click();
      const remove = page.getByRole("dialog", { name: "Delete this tour?" });
      await remove
        .getByText("The tour “Harbour at dusk” is deleted with its 1 scene, its files and markers.")
        .waitFor();
      await remove
        .getByText(
          `Its 1 published version goes too, and the public page /t/${tour.slug} stops opening.`,
        )
        .waitFor();
      await shot(page, "delete-confirm");
      await expectNoSeriousAxeViolations(page, "the delete dialog");
      await remove.getByRole("button", { name: "Delete the tour" }).click();
      await page.getByText("The tour “Harbour at dusk” is deleted").waitFor();
      await page.getByText("This project has no tours yet.", { exact: false }).waitFor();
      await expect.poll(() => storageFigure(page).textContent()).toMatch(/^0 Bytes of /);
      await shot(page, "deleted");
      expect((await page.request.get(`/t/${tour.slug}`)).status()).toBe(404);

      // "My projects" from the side menu reads the same figure.
      await page
        .getByRole("navigation", { name: "Main menu" })
        .getByRole("link", { name: "My projects" })
        .click();
      await page.waitForURL("**/projects/contents");
      await expect.poll(() => storageFigure(page).textContent()).toMatch(/^0 Bytes of /);
    });
  });
});
