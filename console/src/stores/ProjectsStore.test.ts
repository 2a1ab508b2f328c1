// @vitest-environment node
import { crc32, deflateSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { createErrorReactions } from "../api/errorReactions";
import { apiOn, registerAccount, serverOrigin, type TestAccount } from "../testing/accounts";
import { testRootStore } from "../testing/testRootStore";

/*
 * The projects store against the real server, with the console's global error handler installed
 * so that refusals reach the snackbar as they do in the browser. Three accounts (sign-ups are
 * rate limited): the FREE plan's quotas (3 projects, 5 tours per project) are counted per
 * account, so each test's creations are planned to stay within or reach them on purpose.
 */

/** A signed-in root store whose failed calls go through the global error reactions. */
const signedIn = async (account: TestAccount) => {
  let react: ((error: unknown, route: string) => void) | undefined;
  const t = await testRootStore({
    origin: serverOrigin(),
    onApiError: (error, route) => react?.(error, route),
  });
  react = createErrorReactions({
    ui: t.store.ui,
    auth: t.store.auth,
    translate: (key, fallback) => t.translator.i18n.t(`errors:${key}`, { defaultValue: fallback }),
    goTo: () => {},
    currentPath: () => "/projects/contents",
  });
  await t.store.auth.setSession(account);
  return t;
};

/** A PNG chunk: length, type, data and the CRC of type and data. */
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A plain-colour 2:1 RGB PNG at the smallest panorama size the server takes (1024 × 512). */
const panoramaPng = (width = 1024, height = 512): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.alloc(1 + width * 3, 0x60); // filter byte, then grey pixels
  row[0] = 0;
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
};

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
