import { apiOn, registerAccount, type TestAccount } from "@orbis/testkit/vitest/sharedServer";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { completeAiImages } from "../../stores/ai/testing";
import { eduAccount } from "../../stores/edu/testing";
import { renderSignedIn } from "../../testing/renderSignedIn";
import type { TestRootStore } from "../../testing/testRootStore";

/*
 * The tour editor's "Add a scene from an AI image" on the real server: an education account
 * picks one of its complete images and the editor takes the new scene in, tiled like an upload;
 * an account without AI images is not offered the action.
 */

const rendered: TestRootStore[] = [];
afterEach(async () => {
  for (const t of rendered.splice(0)) {
    t.store.editor.close();
    t.store.aiImages.pending.clear();
    await Promise.all(t.sent.map((r) => r.done));
  }
  cleanup();
});

/** A project with an empty tour of `account`'s, opened in the editor. */
const openEditor = async (account: TestAccount, tourTitle: string) => {
  const api = apiOn(account);
  await api.checkin();
  const project = await api.createProject({ body: { name: "Alps", kind: "contents" } });
  const tour = await api.createProjectTour({
    params: { id: project.id },
    body: { title: tourTitle },
  });
  const opened = await renderSignedIn(`/project/${project.id}/edit/${tour.id}`, account);
  rendered.push(opened.t);
  await screen.findByRole("heading", { level: 1, name: tourTitle });
  return { ...opened, tourId: tour.id };
};

describe("the editor's AI scene action", () => {
  it("makes a scene of a complete AI image, which the scene list takes in once tiled", async () => {
    const account = await eduAccount("ai-editor");
    await completeAiImages(account, "A mountain hut at dusk", 1, "sunset");
    const { tourId } = await openEditor(account, "Hut tour");

    fireEvent.click(await screen.findByRole("button", { name: "Add a scene from an AI image" }));
    const dialog = screen.getByRole("dialog", { name: "Add a scene from an AI image" });
    const choice = await within(dialog).findByRole("button", {
      name: "Add “A mountain hut at dusk”",
    });
    // Each image is shown by its thumbnail.
    expect(choice.querySelector("img")?.getAttribute("src")).toMatch(/^\/cdn\/ai\//);
    fireEvent.click(choice);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    const uploads = await screen.findByRole("list", { name: "Add panoramas" });
    expect(within(uploads).getByText("A mountain hut at dusk")).toBeTruthy();
    const scenes = screen.getByRole("list", { name: "Scenes" });
    await waitFor(() => expect(within(scenes).getByText("A mountain hut at dusk")).toBeTruthy());
    await waitFor(() => expect(within(uploads).getByText("Ready")).toBeTruthy(), {
      timeout: 60_000,
    });
    const saved = await apiOn(account).getTour({ params: { id: tourId } });
    expect(saved.scenes.map((scene) => scene.title)).toEqual(["A mountain hut at dusk"]);
  }, 90_000);

  it("follows the tiling of a scene added from the AI screen just before the editor opened", async () => {
    const account = await eduAccount("ai-editor-later");
    const [image] = await completeAiImages(account, "A frozen waterfall", 1, "snow");
    const api = apiOn(account);
    await api.checkin();
    const project = await api.createProject({ body: { name: "Falls", kind: "contents" } });
    const tour = await api.createProjectTour({
      params: { id: project.id },
      body: { title: "Winter walk" },
    });
    // As "Add as scenes" on the AI screen does; the server tiles it in the background.
    await api.createSceneFromAiImage({
      params: { tourId: tour.id },
      body: { aiImageId: image?.id ?? "" },
    });
    const opened = await renderSignedIn(`/project/${project.id}/edit/${tour.id}`, account);
    rendered.push(opened.t);
    const scenes = await screen.findByRole("list", { name: "Scenes" });
    const pick = await within(scenes).findByRole("button", { name: /^A frozen waterfall/ });
    // Pickable once tiled, without opening the editor again.
    await waitFor(() => expect((pick as HTMLButtonElement).disabled).toBe(false), {
      timeout: 60_000,
    });
    expect(within(scenes).queryByText("Processing")).toBeNull();
  }, 90_000);

  it("is not offered to an account whose plan gives no AI images", async () => {
    const { t } = await openEditor(await registerAccount("ai-editor-free"), "Plain tour");
    await waitFor(() => expect(t.store.aiImages.access).toBe("notOnPlan"));
    expect(screen.getByLabelText("Choose files")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add a scene from an AI image" })).toBeNull();
  });
});
