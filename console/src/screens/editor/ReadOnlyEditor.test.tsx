import { type PublishedTourFixture, publishedTourVia } from "@orbis/testkit/publishedTours";
import { apiOn, registerAccount, type TestAccount } from "@orbis/testkit/vitest/sharedServer";
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderSignedIn } from "../../testing/renderSignedIn";
import type { TestRootStore } from "../../testing/testRootStore";

/*
 * A coworker's way into a shared tour, in the whole console on the real server: from "My
 * projects" to the shared project's tours and into the editor, which is read-only for a viewer
 * (a banner, no uploads, tools, saving or publishing, properties that cannot change) and whole
 * for an editor.
 */

let owner: TestAccount;
let viewer: TestAccount;
let editor: TestAccount;
let fixture: PublishedTourFixture;
const rendered: TestRootStore[] = [];

beforeAll(async () => {
  [owner, viewer, editor] = await Promise.all([
    registerAccount("ro-owner"),
    registerAccount("ro-viewer"),
    registerAccount("ro-editor"),
  ]);
  await Promise.all([viewer, editor].map((a) => apiOn(a).checkin()));
  fixture = await publishedTourVia(apiOn(owner), "Atrium");
  for (const [who, role] of [
    [viewer, "viewer"],
    [editor, "editor"],
  ] as const) {
    await apiOn(owner).addProjectCoworker({
      params: { id: fixture.projectId },
      body: { email: who.email, role },
    });
  }
}, 120_000);

afterEach(() => {
  for (const t of rendered.splice(0)) t.store.editor.close();
  cleanup();
});

/** Signs in as `account` and opens the shared project from "My projects". */
const openSharedProject = async (account: TestAccount) => {
  const { t } = await renderSignedIn("/projects/contents", account);
  rendered.push(t);
  const shared = await screen.findByRole("link", { name: "Atrium project" });
  await act(async () => fireEvent.click(shared));
  await screen.findByRole("heading", { level: 1, name: "Atrium project" });
  return t;
};

/** From the shared project's tours, the tour's editor. */
const openEditor = async () => {
  const open = await screen.findByRole("link", { name: "View in the editor" });
  await act(async () => fireEvent.click(open));
  await screen.findByRole("heading", { level: 1, name: "Atrium" });
};

describe("a coworker's editor", () => {
  it("is read-only for a viewer: a banner says so, and nothing can change", async () => {
    const t = await openSharedProject(viewer);
    screen.getByText("This project is shared with you: you can look, not change it.");
    await openEditor();
    expect(screen.getByRole("note").textContent).toBe(
      "You can only view this tour: you were invited as a viewer, so uploading, editing and publishing are not available.",
    );
    expect(screen.queryByLabelText("Choose files")).toBeNull();
    expect(screen.queryByRole("toolbar", { name: "Editing tools" })).toBeNull();
    for (const name of ["Undo", "Save", "Tour details", "Copy", "Publish"])
      expect([name, screen.queryByRole("button", { name })]).toEqual([name, null]);
    const scenes = screen.getByRole("list", { name: "Scenes" });
    expect(within(scenes).queryByRole("button", { name: /Move Atrium/ })).toBeNull();
    const sceneName = await screen.findByLabelText("Scene name");
    // Disabled by the inspector's fieldset (browsers disable every control inside it); a change
    // that came through anyway would go nowhere.
    expect(sceneName.closest("fieldset")?.hasAttribute("disabled")).toBe(true);
    const title = t.store.editor.doc?.scenes[0]?.title;
    await act(async () => fireEvent.change(sceneName, { target: { value: "Lobby" } }));
    expect([t.store.editor.dirty, t.store.editor.doc?.scenes[0]?.title]).toEqual([false, title]);
  });

  it("is whole for an editor, who renames the tour in its details", async () => {
    await openSharedProject(editor);
    screen.getByText(
      "You are an editor of this project: open a tour in the editor to edit and publish it.",
    );
    await openEditor();
    expect(screen.queryByRole("note")).toBeNull();
    expect(screen.getByLabelText("Choose files")).toBeTruthy();
    expect(screen.getByRole("toolbar", { name: "Editing tools" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Publish" })).toBeTruthy();

    // The editor's title changes through the tour's details (`PUT /tours/{id}`), at once.
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Tour details" })));
    const details = await screen.findByRole("dialog", { name: "Tour details" });
    const title = within(details).getByLabelText("Title");
    fireEvent.change(title, { target: { value: " " } });
    await act(async () => fireEvent.click(within(details).getByRole("button", { name: "Save" })));
    expect(title.getAttribute("aria-invalid")).toBe("true");
    expect(within(details).getByText("Please fill this in.")).toBeTruthy();
    fireEvent.change(title, { target: { value: "Atrium at noon" } });
    await act(async () => fireEvent.click(within(details).getByRole("button", { name: "Save" })));
    await screen.findByRole("heading", { level: 1, name: "Atrium at noon" });
    expect(screen.queryByRole("dialog", { name: "Tour details" })).toBeNull();
    const saved = await apiOn(owner).getTour({ params: { id: fixture.tourId } });
    expect(saved.title).toBe("Atrium at noon");
  });
});
