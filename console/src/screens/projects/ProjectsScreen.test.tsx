import { panoramaPng } from "@orbis/testkit/panoramaPng";
import { apiOn, registerAccount, type TestAccount } from "@orbis/testkit/vitest/sharedServer";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderSignedIn } from "../../testing/renderSignedIn";
import type { TestRootStore } from "../../testing/testRootStore";

/*
 * The projects screens inside the whole console (router, guard, app layout, snackbar), signed in
 * as a fresh account, every call going to the real server with the global error handler on.
 * Tests run in order and share the account: its FREE plan holds 3 contents projects.
 */

let account: TestAccount;
let sharerAccount: TestAccount;
beforeAll(async () => {
  account = await registerAccount("projects-screen");
  // Here rather than in its test: sign-ups are rate limited, and hooks may wait longer.
  sharerAccount = await registerAccount("projects-sharer");
  // The first check-in, so that no first-access coupon dialog covers the screens.
  await apiOn(account).checkin();
});

const rendered: TestRootStore[] = [];
afterEach(async () => {
  // Page views are sent without waiting: let them land before the page goes.
  await Promise.all(rendered.splice(0).flatMap((t) => t.sent.map((r) => r.done)));
  cleanup();
});

/** Renders the console at `path`, signed in as the account. */
const open = async (path: string) => {
  const opened = await renderSignedIn(path, account);
  rendered.push(opened.t);
  return opened;
};

describe("projects screens", () => {
  it("says what to do when there is no project, with the storage quota", async () => {
    await open("/projects/contents");
    expect(await screen.findByText(/You have no tour projects yet/)).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "My projects" })).toBeTruthy();
    expect(screen.getByText("0 Bytes of 1.00 GB used (0%)")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("lists a project created through the API with its tour count", async () => {
    const api = apiOn(account);
    const project = await api.createProject({ body: { name: "Harbour walk", kind: "contents" } });
    await api.createProjectTour({ params: { id: project.id }, body: { title: "Pier" } });
    await open("/projects/contents");
    const link = await screen.findByRole("link", { name: /Harbour walk/ });
    expect(link.getAttribute("href")).toBe(`/project/${project.id}`);
    const card = link.closest("li") as HTMLElement;
    expect(within(card).getByText("Tours: 1")).toBeTruthy();
    // The hosting tab has its own list and storage.
    fireEvent.click(screen.getByRole("link", { name: "360° image storage" }));
    expect(await screen.findByText(/You have no image storage yet/)).toBeTruthy();
  });

  it("says why Create and New tour wait, and draws them disabled until a name is typed", async () => {
    await open("/projects/contents");
    await screen.findByRole("link", { name: /Harbour walk/ });
    fireEvent.click(screen.getByRole("button", { name: "New project" }));
    const dialog = await screen.findByRole("dialog", { name: "New project" });
    const create = within(dialog).getByRole("button", { name: "Create" });
    const reasonOf = (button: HTMLElement) =>
      document.getElementById(button.getAttribute("aria-describedby") ?? "")?.textContent;
    expect(create.hasAttribute("disabled")).toBe(true);
    expect(create.className.split(" ")).toContain("btn--disabled");
    expect(reasonOf(create)).toBe("Enter a name to create the project.");
    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "  " } });
    expect(create.hasAttribute("disabled")).toBe(true);
    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "Old town" } });
    expect(create.hasAttribute("disabled")).toBe(false);
    expect(create.className.split(" ")).not.toContain("btn--disabled");
    expect(within(dialog).queryByText("Enter a name to create the project.")).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));

    fireEvent.click(screen.getByRole("link", { name: /Harbour walk/ }));
    const newTour = await screen.findByRole("button", { name: "New tour" });
    expect(newTour.className.split(" ")).toContain("btn--disabled");
    expect(reasonOf(newTour)).toBe("Enter a title to add a tour.");
    fireEvent.change(screen.getByLabelText("Tour title"), { target: { value: "Pier 2" } });
    expect(newTour.hasAttribute("disabled")).toBe(false);
  });

  it("creates a project through the dialog, then a tour in it with its editor link", async () => {
    const { where } = await open("/projects/contents");
    await screen.findByRole("link", { name: /Harbour walk/ });
    fireEvent.click(screen.getByRole("button", { name: "New project" }));
    const dialog = await screen.findByRole("dialog", { name: "New project" });
    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "Old town" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    await waitFor(() => expect(where()).toMatch(/^\/project\/[^/]+\/preview$/));
    expect(await screen.findByRole("heading", { level: 1, name: "Old town" })).toBeTruthy();
    expect(screen.getByText("“Old town” was created")).toBeTruthy();
    expect(await screen.findByText(/This project has no tours yet/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Tour title"), { target: { value: "Market square" } });
    fireEvent.click(screen.getByRole("button", { name: "New tour" }));
    const edit = await screen.findByRole("link", { name: "Open in editor" });
    const projectId = where().split("/")[2];
    expect(edit.getAttribute("href")).toMatch(new RegExp(`^/project/${projectId}/edit/[^/]+$`));
    const row = edit.closest("li") as HTMLElement;
    expect(within(row).getByText("Market square")).toBeTruthy();
    expect(within(row).getByText("Not published")).toBeTruthy();

    fireEvent.click(screen.getByRole("link", { name: "Information" }));
    expect(await screen.findByText(account.email)).toBeTruthy();
    expect(screen.getByText("Nobody else works on this project.")).toBeTruthy();
  });

  it("shows the catalogue's snackbar when the plan's project count is reached", async () => {
    await apiOn(account).createProject({ body: { name: "Third", kind: "contents" } });
    const { where } = await open("/projects/contents");
    await screen.findByRole("link", { name: /Third/ });
    fireEvent.click(screen.getByRole("button", { name: "New project" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "Fourth" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The number of projects is exceeded");
    // The dialog stays open with the name typed, and the user stays on the list.
    expect((within(dialog).getByLabelText("Name") as HTMLInputElement).value).toBe("Fourth");
    expect(where()).toBe("/projects/contents");
  });

  it("shows the catalogue's snackbar when a project has all the tours its plan allows", async () => {
    const api = apiOn(account);
    const project = (await api.listProjects()).find((p) => p.name === "Harbour walk");
    const id = project?.id ?? "";
    for (const title of ["Quay", "Lock", "Ferry", "Dock"]) {
      await api.createProjectTour({ params: { id }, body: { title } });
    }
    await open(`/project/${id}/preview`);
    await screen.findByText("Dock");
    fireEvent.change(screen.getByLabelText("Tour title"), { target: { value: "Boathouse" } });
    fireEvent.click(screen.getByRole("button", { name: "New tour" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The number of spaces in this project is exceeded");
    expect(screen.queryByText("Boathouse")).toBeNull();
  });

  it("opens a hosting project's image storage with its quota and upload", async () => {
    const project = await apiOn(account).createProject({
      body: { name: "Panoramas", kind: "hosting" },
    });
    await open(`/projects/hosting-images/${project.id}`);
    expect(await screen.findByRole("heading", { level: 2, name: "Panoramas" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "360° image storage" })).toBeTruthy();
    expect(await screen.findByText(/No images yet/)).toBeTruthy();
    expect(screen.getByText("0 Bytes of 1.00 GB used (0%)")).toBeTruthy();
    expect(screen.getByLabelText("Upload 360° images").getAttribute("type")).toBe("file");
  });

  it("says an image storage's refused upload once, naming the file", async () => {
    const project = (await apiOn(account).listProjects()).find((p) => p.name === "Panoramas");
    const { t } = await open(`/projects/hosting-images/${project?.id}`);
    await screen.findByText(/No images yet/);
    await act(async () => {
      fireEvent.change(screen.getByLabelText("Upload 360° images"), {
        target: { files: [new File(["not an image"], "notes.png", { type: "image/png" })] },
      });
    });
    await waitFor(() =>
      expect(t.store.ui.snackbar.messages.map((m) => [m.severity, m.text])).toEqual([
        ["error", "Not uploaded: notes.png"],
      ]),
    );
  });

  it("says so for a project that does not exist or is not shared", async () => {
    await open("/project/no-such-project/info");
    expect(
      await screen.findByText("This project does not exist, or it is not shared with you."),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to my projects" })).toBeTruthy();
  });

  it("shows a shared project's tours read-only under /project/shared/:id", async () => {
    const sharer = apiOn(sharerAccount);
    const project = await sharer.createProject({ body: { name: "Gallery", kind: "contents" } });
    await sharer.createProjectTour({ params: { id: project.id }, body: { title: "East wing" } });
    await sharer.addProjectCoworker({
      params: { id: project.id },
      body: { email: account.email, role: "viewer" },
    });
    const { where } = await open("/projects/contents");
    const shared = await screen.findByRole("link", { name: "Gallery" });
    expect(shared.closest("li")?.textContent).toContain("Shared by projects-sharer-");
    fireEvent.click(shared);
    await waitFor(() => expect(where()).toBe(`/project/shared/${project.id}/preview`));
    expect(await screen.findByText("East wing")).toBeTruthy();
    expect(screen.getByText(/you can look, not change it/)).toBeTruthy();
    expect(screen.queryByLabelText("Tour title")).toBeNull();
    expect(screen.queryByRole("link", { name: "Open in editor" })).toBeNull();
  });

  it("shows a project's first panorama on its card before a thumbnail is chosen", async () => {
    const api = apiOn(account);
    const project = (await api.listProjects()).find((p) => p.name === "Harbour walk");
    const { list } = await api.listProjectTours({
      query: { proj: project?.id ?? "", sortby: "title", offset: 0, limit: 20 },
    });
    const pier = list.find((tour) => tour.title === "Pier");
    const body = new FormData();
    body.append("files", new Blob([new Uint8Array(panoramaPng())]), "Pier.png");
    await api.uploadTourFiles({ params: { id: pier?.id ?? "" }, query: {}, body });
    const scene = (await api.getTour({ params: { id: pier?.id ?? "" } })).scenes[0];

    await open("/projects/contents");
    const card = (await screen.findByRole("link", { name: /Harbour walk/ })).closest("li");
    const thumbnail = card?.querySelector("img.project-card__thumb");
    expect(thumbnail?.getAttribute("src")).toBe(scene?.thumbnailUrl);
    expect(card?.textContent).not.toContain("No thumbnail yet");
  }, 60_000);
});
