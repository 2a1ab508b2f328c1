import { becomeInstructor } from "@orbis/testkit/edu";
import { apiOn, loginAs, registerAccount } from "@orbis/testkit/vitest/sharedServer";
import { expect, it } from "vitest";
import { addFirstAsScene, generateAiImages, openAiImagesFromMenu } from "./aiImageSteps";
import { expectNoSeriousAxeViolations } from "./harness/axe";
import { journeySuite } from "./harness/journeySuite";
import { expectPublishedTourLoads } from "./publishedTour";

/*
 * AI images in the browser, in English: an education-plan teacher signs in from the landing,
 * goes by the side menu to Create > AI image generation and selection (the sketch generator's
 * notice in sight), asks for two panoramas, sees them in progress, gets the AI snackbar when
 * they are painted, adds one to a tour as a scene, opens the tour from "My projects", publishes
 * it, and the public page shows the scene.
 */

const { describeInBrowser, browser, journey } = await journeySuite();

const PROMPT = "A lagoon with palm trees at sunset";
const PROJECT = "Island trips";
const TOUR = "Lagoon";

describeInBrowser("AI images", () => {
  it("are generated from the Create menu, added to a tour as a scene and published", async () => {
    const account = await registerAccount("ai-journey");
    // A session of the API's own: the browser's sign-in ends the registration's web session.
    const api = apiOn(await loginAs(account, "cli"));
    await api.checkin();
    await becomeInstructor(api, account);
    const project = await api.createProject({ body: { name: PROJECT, kind: "contents" } });
    await api.createProjectTour({ params: { id: project.id }, body: { title: TOUR } });

    await journey("ai-images", async ({ page, shot }) => {
      await page.goto("/");
      await page.getByRole("banner").getByRole("link", { name: "Sign in" }).click();
      const login = page.getByRole("dialog");
      await login.getByLabel("Email").fill(account.email);
      await login.getByLabel("Password", { exact: true }).fill(account.password);
      await login.getByRole("button", { name: "Sign in" }).click();
      await page.waitForURL("**/projects/contents");

      await openAiImagesFromMenu(page, shot);
      await generateAiImages(page, shot, { prompt: PROMPT, style: "Sunset", count: 2 });
      await addFirstAsScene(page, shot, { prompt: PROMPT, project: PROJECT, tour: TOUR });

      // To the tour by the menu: My projects, the project's card, the tour's editor.
      await page
        .getByRole("navigation", { name: "Main menu" })
        .getByRole("link", { name: "My projects" })
        .click();
      await page.waitForURL("**/projects/contents");
      await page.getByRole("link", { name: PROJECT }).click();
      await page.waitForURL(`**/project/${project.id}/preview`);
      const row = page.getByRole("listitem").filter({ hasText: TOUR });
      await row.getByText("Scenes: 1").waitFor();
      await row.getByRole("link", { name: "Open in editor" }).click();
      await page.waitForURL(/\/project\/[^/]+\/edit\/[^/]+$/);
      const tourId = decodeURIComponent(new URL(page.url()).pathname.split("/")[4] ?? "");
      await page.getByRole("heading", { level: 1, name: TOUR }).waitFor();

      // The scene is the AI image's, named from its prompt, pickable once tiled.
      const scenes = page.getByRole("list", { name: "Scenes" });
      const scene = scenes.getByRole("button", { name: new RegExp(`^${PROMPT}`) });
      await expect.poll(() => scene.isEnabled(), { timeout: 60_000 }).toBe(true);
      await page.locator(".editor-canvas canvas").first().waitFor();
      await shot(page, "editor-ai-scene");
      await expectNoSeriousAxeViolations(page, "the tour editor with the AI scene");

      await page.getByRole("button", { name: "Publish", exact: true }).click();
      const publish = page.getByRole("dialog", { name: "Publish the tour" });
      const slug = `lagoon-${Date.now().toString(36)}`;
      await publish.getByLabel("Public address").fill(slug);
      await publish.getByRole("button", { name: "Publish now" }).click();
      await page.getByText("Version 1 is published.").waitFor();
      const live = publish.getByRole("link", { name: new RegExp(`/t/${slug}$`) });
      await live.waitFor();
      await shot(page, "published");
      const url = new URL((await live.getAttribute("href")) ?? "", page.url()).toString();
      await expectPublishedTourLoads(browser(), url, TOUR, shot);

      // The public page shows the AI image's scene, the tour's only one.
      const [aiScene] = (await api.getTour({ params: { id: tourId } })).scenes;
      expect(aiScene?.title).toBe(PROMPT);
      const stranger = await browser().newContext();
      try {
        const visit = await stranger.newPage();
        await visit.goto(url);
        await visit.locator(`[data-scene-id="${aiScene?.id}"]`).waitFor();
      } finally {
        await stranger.close();
      }
    });
  });
});
