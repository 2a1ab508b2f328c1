// @vitest-environment node

import { registerAccount, type TestAccount } from "@orbis/testkit/vitest/sharedServer";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInStore } from "../testing/signedInStore";

/*
 * The projects store against the real server, with the console's global error handler installed
 * so that refusals reach the snackbar as they do in the browser. The FREE plan's quotas (3
 * projects) are counted per account, so each test has its own. The open project, its tours and
 * its images have their own stores and tests (OpenProjectStore, TourListStore, HostingImagesStore).
 */

/** A signed-in root store whose failed calls go through the global error reactions. */
const signedIn = (account: TestAccount) => signedInStore(account, "/projects/contents");

let account: TestAccount;
let quota: TestAccount;
beforeAll(async () => {
  account = await registerAccount("projects");
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
});
