import { publishedTourVia } from "@orbis/testkit/publishedTours";
import { apiOn, registerAccount } from "@orbis/testkit/vitest/sharedServer";
import { expect, it } from "vitest";
import { signInAt } from "./commerceSteps";
import { editorPathOf, fillAreaWithPreset, placeModelFromSecondPage } from "./editorSteps";
import { journeySuite } from "./harness/journeySuite";

/*
 * The editor's ready-made things, in English: from the project's tour list a creator opens the
 * editor, picks a category of the model catalogue, loads its next page and places a model from
 * page 2, then draws an area on the floor and fills it with a ready-made image.
 */

const { origin, describeInBrowser, journey } = await journeySuite();

describeInBrowser("the editor's catalogue and image presets", () => {
  it("places a model from the catalogue's second page and fills an area with a preset", async () => {
    const account = await registerAccount("editor-catalogue");
    const api = apiOn(account);
    await api.checkin();
    // The kit's session makes the tour; the browser's own sign-in then takes over the account.
    const tour = await publishedTourVia(api, "Garden walk");

    await journey("editor-catalogue", async ({ page, shot }) => {
      await signInAt(page, account, "/projects/contents");
      await page.getByRole("link", { name: "Garden walk project" }).click();
      await page.waitForURL(`**/project/${tour.projectId}/preview`);
      await page.getByRole("link", { name: "Open in editor" }).click();
      await page.waitForURL((url) => url.pathname === editorPathOf(tour.projectId, tour.tourId));
      await page.getByRole("heading", { level: 1, name: "Garden walk" }).waitFor();
      await page.locator(".editor-canvas canvas").first().waitFor();

      const name = await placeModelFromSecondPage(page, shot);
      await fillAreaWithPreset(page, origin, shot);

      // Both were saved at once: a reload shows them from the server.
      await page.reload();
      await page.getByRole("heading", { level: 1, name: "Garden walk" }).waitFor();
      const inspector = page.getByRole("complementary", { name: "Properties" });
      await page.getByRole("button", { name: "3D model", exact: true }).click();
      await inspector.getByRole("heading", { name: "Models in this scene" }).waitFor();
      // The catalogue is back on its first page: the one line naming the model is the scene's.
      await inspector.getByText("12 of 13 models").waitFor();
      expect(await inspector.getByText(name, { exact: true }).count()).toBe(1);
      await page.getByRole("button", { name: "Area", exact: true }).click();
      const fill = inspector.getByRole("group", { name: "Fill image of Floor" });
      await fill.locator(".area-image__current img").waitFor();
    });
  }, 300_000);
});
