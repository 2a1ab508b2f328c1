import { panoramaPng } from "@orbis/testkit/panoramaPng";
import { apiOn, registerAccount, type TestAccount } from "@orbis/testkit/vitest/sharedServer";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderSignedIn } from "../../testing/renderSignedIn";
import type { TestRootStore } from "../../testing/testRootStore";

/*
 * The tour editor screen in the whole console, on the real server: what a new tour shows, a
 * refused file, an upload that becomes a scene, renaming with save and undo, and publishing.
 * The tests run in order on one tour.
 */

let account: TestAccount;
let path: string;
const rendered: TestRootStore[] = [];

beforeAll(async () => {
  account = await registerAccount("editor-screen");
  const api = apiOn(account);
  await api.checkin();
  const project = await api.createProject({ body: { name: "Museum", kind: "contents" } });
  const tour = await api.createProjectTour({
    params: { id: project.id },
    body: { title: "East wing" },
  });
  path = `/project/${project.id}/edit/${tour.id}`;
}, 120_000);

afterEach(async () => {
  for (const t of rendered.splice(0)) {
    t.store.editor.close();
    await Promise.all(t.sent.map((r) => r.done));
  }
  cleanup();
});

const open = async () => {
  const opened = await renderSignedIn(path, account);
  rendered.push(opened.t);
  await screen.findByRole("heading", { level: 1, name: "East wing" });
  return opened;
};

const pick = (files: File[]) =>
  act(async () => {
    fireEvent.change(screen.getByLabelText("Choose files"), { target: { files } });
  });

describe("the tour editor", () => {
  it("tells a new tour's creator to upload a panorama, with every tool at hand", async () => {
    await open();
    expect(screen.getByText(/Upload a 360° panorama on the left/)).toBeTruthy();
    const tools = screen.getByRole("toolbar", { name: "Editing tools" });
    expect(
      within(tools)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Select", "Scene link", "Info marker", "Area", "Line", "3D model"]);
    expect(screen.getByRole("button", { name: "Undo" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "Publish" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByText("All changes saved")).toBeTruthy();
  });

  it("refuses a file of the wrong kind at once, and uploads a panorama into a scene", async () => {
    const { t } = await open();
    await pick([new File(["plain text"], "notes.txt", { type: "text/plain" })]);
    expect(
      await screen.findByText(/notes\.txt: this kind of file cannot be uploaded/),
    ).toBeTruthy();
    expect(t.sent.some((r) => r.path.endsWith("/files"))).toBe(false);

    await pick([
      new File([new Uint8Array(panoramaPng(1024, 512, 0x70))], "Entrance.png", {
        type: "image/png",
      }),
    ]);
    // The names are checked with the server first (the duplicate check), then the upload starts.
    const uploads = await screen.findByRole("list", { name: "Add panoramas" });
    expect(within(uploads).getByText("Entrance.png")).toBeTruthy();
    await waitFor(() => expect(within(uploads).getByText("Ready")).toBeTruthy(), {
      timeout: 60_000,
    });
    const scenes = screen.getByRole("list", { name: "Scenes" });
    await waitFor(() => expect(within(scenes).getByText("Entrance")).toBeTruthy());
    expect(within(scenes).getByText("Start")).toBeTruthy();
  }, 90_000);

  it("says a panorama the server refuses once, on its line, with no bar and no share", async () => {
    const { t } = await open();
    await pick([new File(["not an image at all"], "fake.jpg", { type: "image/jpeg" })]);
    // The names are checked with the server first (the duplicate check), then the upload starts.
    const uploads = await screen.findByRole("list", { name: "Add panoramas" });
    const line = (await within(uploads).findByText(/fake\.jpg is not a JPEG, PNG or WebP image/))
      .parentElement as HTMLElement;
    expect(line.className).toContain("upload-failed");
    // A full bar would say the file went through; the overall share leaves it out.
    expect(within(line).queryByRole("progressbar")).toBeNull();
    expect(screen.getByText("0% overall")).toBeTruthy();
    // One message for the failure: the line's. The vague catalogue snackbar stays away.
    expect(t.sent.find((r) => r.path.endsWith("/files"))?.status).toBe(415);
    expect(t.store.ui.snackbar.messages).toEqual([]);
  }, 60_000);

  it("disables “Start the tour here” in the start scene, saying why", async () => {
    await open();
    const start = await screen.findByRole("button", { name: "Start the tour here" });
    expect(start.hasAttribute("disabled")).toBe(true);
    expect(document.getElementById(start.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "The tour starts in this scene. To change where it first looks, use “Use this view when the scene opens”.",
    );
  });

  it("renames a scene, saves it, and undoes the change", async () => {
    await open();
    const name = await screen.findByLabelText("Scene name");
    // Typed a letter at a time: the run undoes as one change.
    for (const typed of ["Main", "Main entr", "Main entrance"])
      fireEvent.change(name, { target: { value: typed } });
    expect(screen.getByText("Unsaved changes")).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save" }));
    });
    await screen.findByText("All changes saved");
    const saved = await apiOn(account).getTour({ params: { id: path.split("/").pop() ?? "" } });
    expect(saved.scenes.map((s) => s.title)).toEqual(["Main entrance"]);

    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect((screen.getByLabelText("Scene name") as HTMLInputElement).value).toBe("Entrance");
    expect(screen.getByText("Unsaved changes")).toBeTruthy();

    // Cleared to type anew: the field is empty, the scene keeps its name until letters come.
    fireEvent.change(name, { target: { value: "" } });
    expect((name as HTMLInputElement).value).toBe("");
    const scenes = screen.getByRole("list", { name: "Scenes" });
    expect(within(scenes).getByText("Entrance")).toBeTruthy();
    fireEvent.blur(name);
    expect((name as HTMLInputElement).value).toBe("Entrance");
  }, 60_000);

  it("places the scene on the map, refusing a latitude off the globe", async () => {
    await open();
    const lat = await screen.findByLabelText("Latitude");
    fireEvent.change(lat, { target: { value: "137.5" } });
    fireEvent.change(screen.getByLabelText("Longitude"), { target: { value: "126.97" } });
    expect(screen.getByText(/Enter a latitude between -90 and 90/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Save position" }).hasAttribute("disabled")).toBe(
      true,
    );
    fireEvent.change(lat, { target: { value: "37.57" } });
    fireEvent.click(screen.getByRole("button", { name: "Save position" }));
    fireEvent.click(screen.getByRole("button", { name: "The current view faces north" }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save" }));
    });
    await screen.findByText("All changes saved");
    const saved = await apiOn(account).getTour({ params: { id: path.split("/").pop() ?? "" } });
    expect(saved.scenes[0]?.geo).toEqual({ lat: 37.57, lon: 126.97 });
  }, 60_000);

  it("refuses a malformed address, publishes with a good one, and takes it offline", async () => {
    await open();
    fireEvent.click(await screen.findByRole("button", { name: "Publish" }));
    const dialog = await screen.findByRole("dialog", { name: "Publish the tour" });
    const slug = within(dialog).getByLabelText("Public address");
    fireEvent.change(slug, { target: { value: "east wing!" } });
    expect(
      within(dialog).getByText(/Use lower-case letters, digits and hyphens only/),
    ).toBeTruthy();
    expect(
      within(dialog).getByRole("button", { name: "Publish now" }).hasAttribute("disabled"),
    ).toBe(true);

    fireEvent.change(slug, { target: { value: `east-wing-${Date.now().toString(36)}` } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Publish now" }));
    });
    expect(await screen.findByText("Version 1 is published.")).toBeTruthy();
    expect(within(dialog).getByText(/Version 1 ·/)).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: /\/t\/east-wing-/ })).toBeTruthy();

    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Take offline" }));
    });
    expect(await screen.findByText(/The tour is offline/)).toBeTruthy();
    expect(within(dialog).queryByRole("link", { name: /\/t\/east-wing-/ })).toBeNull();
    expect(within(dialog).getByText(/Version 1 ·/)).toBeTruthy();
  }, 60_000);

  it("picks the tour's thumbnail with a button beside its preview, saying a refusal there", async () => {
    const { t } = await open();
    fireEvent.click(await screen.findByRole("button", { name: "Publish" }));
    const dialog = await screen.findByRole("dialog", { name: "Publish the tour" });
    expect(within(dialog).getByText("No thumbnail yet")).toBeTruthy();
    const input = within(dialog).getByLabelText("Choose an image") as HTMLInputElement;
    expect(input.type).toBe("file");
    expect(within(dialog).getByText("Choose an image").className).toContain("btn");

    await act(async () => {
      fireEvent.change(input, {
        target: { files: [new File(["no picture"], "cover.png", { type: "image/png" })] },
      });
    });
    const refusal = await within(dialog).findByRole("alert");
    expect(refusal.textContent).toBe("cover.png: This file type is not supported");
    expect(t.store.ui.snackbar.messages).toEqual([]);

    const cover = new File([new Uint8Array(panoramaPng(640, 320, 0x90))], "cover.png", {
      type: "image/png",
    });
    await act(async () => {
      fireEvent.change(within(dialog).getByLabelText("Choose an image"), {
        target: { files: [cover] },
      });
    });
    await within(dialog).findByLabelText("Choose another image");
    expect(dialog.querySelector("img.publish-thumbnail")?.getAttribute("src")).toMatch(/^\/cdn\//);
    expect(within(dialog).queryByRole("alert")).toBeNull();
    expect(t.store.ui.snackbar.current?.text).toBe("The thumbnail is changed.");
  }, 60_000);
});
