// @vitest-environment node
import { beforeAll, describe, expect, it } from "vitest";
import { apiOn, registerAccount, type TestAccount } from "../testing/accounts";
import { panoramaPng } from "../testing/panoramaPng";
import { signedInStore } from "../testing/signedInStore";

/*
 * The projects store against the real server, with the console's global error handler installed
 * so that refusals reach the snackbar as they do in the browser. Three accounts (sign-ups are
 * rate limited): the FREE plan's quotas (3 projects, 5 tours per project) are counted per
 * account, so each test's creations are planned to stay within or reach them on purpose.
 */

/** A signed-in root store whose failed calls go through the global error reactions. */
const signedIn = (account: TestAccount) => signedInStore(account, "/projects/contents");

let account: TestAccount;
let owner: TestAccount;
let quota: TestAccount;
beforeAll(async () => {
  account = await registerAccount("projects");
  owner = await registerAccount("sharer");
  quota = await registerAccount("project-quota");
});

describe("ProjectsStore", () => {
  it("creates projects of each kind and lists them apart, with the storage usage", async () => {
    const { store } = await signedIn(account);
    const projects = store.projects;
    await projects.loadProjects();
    expect(projects.listState).toBe("ready");
    expect(projects.contents).toEqual([]);
    expect(projects.storage?.planStorageSize).toBe(1024 ** 3);
    expect(projects.warnings).toEqual({ plan: false, hosting: false });

    const tours = await projects.createProject("  Museum  ", "contents");
    const images = await projects.createProject("Images", "hosting");
    expect(tours?.name).toBe("Museum");
    await projects.loadProjects();
    expect(projects.contents.map((p) => p.name)).toEqual(["Museum"]);
    expect(projects.hosting.map((p) => [p.name, p.id])).toEqual([["Images", images?.id]]);
    expect(projects.contents[0]?.owner.email).toBe(account.email);
  });

  it("shows the catalogue's snackbar when the FREE plan's project count is reached", async () => {
    const { store } = await signedIn(quota);
    for (const name of ["One", "Two", "Three"]) {
      expect(await store.projects.createProject(name, "contents")).toBeDefined();
    }
    expect(store.ui.snackbar.current).toBeUndefined();
    expect(await store.projects.createProject("Four", "contents")).toBeUndefined();
    expect(store.ui.snackbar.current).toMatchObject({
      severity: "error",
      text: "The number of projects is exceeded",
    });
    expect(store.projects.contents.map((p) => p.name)).toEqual(["Three", "Two", "One"]);
  });

  it("opens a project, pages, sorts and searches its tours, and refuses the sixth (60003)", async () => {
    const { store } = await signedIn(account);
    const projects = store.projects;
    const project = await projects.createProject("Campus", "contents");
    await projects.openProject(project?.id ?? "");
    expect(projects.current?.name).toBe("Campus");
    expect(projects.coworkers).toEqual([]);
    for (const title of ["Library", "Gym", "Hall", "Lab", "Cafe"]) {
      expect(await projects.createTour(title)).toMatchObject({ title, published: false });
    }
    expect(projects.toursTotal).toBe(5);
    expect(await projects.createTour("Pool")).toBeUndefined();
    expect(store.ui.snackbar.current).toMatchObject({
      severity: "error",
      text: "The number of spaces in this project is exceeded",
    });

    await projects.loadTours({ sortby: "title", limit: 2 });
    expect(projects.tours.map((t) => t.title)).toEqual(["Cafe", "Gym"]);
    await projects.loadTours({ offset: 2 });
    expect(projects.tours.map((t) => t.title)).toEqual(["Hall", "Lab"]);
    await projects.loadTours({ offset: 0, search: "lib" });
    expect([projects.tours.map((t) => t.title), projects.toursTotal]).toEqual([["Library"], 1]);
    await projects.loadTours({ search: "", publish: true });
    expect(projects.toursTotal).toBe(0);
  });

  it("opens a project shared with the caller, and finds no foreign or unknown one", async () => {
    const ownerStore = (await signedIn(owner)).store;
    const project = await ownerStore.projects.createProject("Shared hall", "contents");
    const { store } = await signedIn(account);
    await apiOn(owner).addProjectCoworker({
      params: { id: project?.id ?? "" },
      body: { email: account.email, role: "viewer" },
    });
    await store.projects.loadProjects();
    expect(store.projects.shared.map((s) => [s.name, s.ownerID])).toEqual([
      ["Shared hall", project?.owner.id],
    ]);
    await store.projects.openProject(project?.id ?? "");
    expect(store.projects.current?.owner.email).toBe(owner.email);
    expect(store.projects.coworkers.map((c) => [c.email, c.role])).toEqual([
      [account.email, "viewer"],
    ]);

    const foreign = await ownerStore.projects.createProject("Private", "contents");
    await store.projects.openProject(foreign?.id ?? "");
    expect([store.projects.current, store.projects.currentState]).toEqual([null, "ready"]);
  });

  it("invites and removes coworkers as the owner; a coworker leaves on their own", async () => {
    const ownerStore = (await signedIn(owner)).store;
    await ownerStore.projects.loadProjects();
    const hall = ownerStore.projects.contents.find((p) => p.name === "Shared hall");
    await ownerStore.projects.openProject(hall?.id ?? "");
    expect(await ownerStore.projects.inviteCoworker(` ${quota.email} `, "editor")).toBe(true);
    expect(ownerStore.projects.coworkers.map((c) => [c.email, c.role])).toEqual([
      [account.email, "viewer"],
      [quota.email, "editor"],
    ]);
    expect(await ownerStore.projects.inviteCoworker("nobody-here@example.com", "viewer")).toBe(
      false,
    );
    expect(ownerStore.ui.snackbar.current?.severity).toBe("error");
    expect(ownerStore.projects.coworkers).toHaveLength(2);

    const quotaId = ownerStore.projects.coworkers.find((c) => c.email === quota.email)?.id ?? "";
    expect(await ownerStore.projects.removeCoworker(quotaId)).toBe(true);
    const { store } = await signedIn(account);
    await store.projects.openProject(hall?.id ?? "");
    const selfId = store.projects.coworkers.find((c) => c.email === account.email)?.id ?? "";
    expect(await store.projects.removeCoworker(selfId)).toBe(true);
    const left = await apiOn(owner).listProjectCoworkers({ query: { proj: hall?.id ?? "" } });
    expect(left).toEqual([]);
  });

  it("renames and deletes a project it owns", async () => {
    const { store } = await signedIn(owner);
    const project = await store.projects.createProject("Draft", "contents");
    const id = project?.id ?? "";
    await store.projects.openProject(id);
    expect(await store.projects.renameProject(id, "Final")).toBe(true);
    expect([store.projects.contents[0]?.name, store.projects.current?.name]).toEqual([
      "Final",
      "Final",
    ]);
    expect(await store.projects.deleteProject(id)).toBe(true);
    expect(store.projects.current).toBeNull();
    expect(store.projects.contents.some((p) => p.id === id)).toBe(false);
    await store.projects.loadProjects();
    expect(store.projects.contents.map((p) => p.name)).not.toContain("Final");
  });

  it("uploads panoramas to a hosting project as multipart, naming the files refused", async () => {
    const { store } = await signedIn(account);
    const projects = store.projects;
    await projects.loadProjects();
    const hosting = projects.hosting[0];
    await projects.openProject(hosting?.id ?? "");
    await projects.loadImages();
    expect([projects.imagesState, projects.images]).toEqual(["ready", []]);
    const refused = await projects.uploadImages([
      new File([new Uint8Array(panoramaPng())], "Lobby.png", { type: "image/png" }),
      new File(["not an image"], "notes.png", { type: "image/png" }),
    ]);
    expect(refused).toEqual(["notes.png"]);
    expect(projects.images.map((i) => [i.title, i.width, i.height])).toEqual([
      ["Lobby", 1024, 512],
    ]);
    expect(projects.images[0]?.embedUrl).toMatch(/^\//);
    expect(projects.storage?.hostingUsageStorageSize).toBeGreaterThan(0);
    await projects.loadImages();
    expect(projects.images.map((i) => i.title)).toEqual(["Lobby"]);
  });
});
