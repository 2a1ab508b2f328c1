// @vitest-environment node

import { registerAccount, type TestAccount } from "@orbis/testkit/vitest/sharedServer";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInStore } from "../testing/signedInStore";
import { DEFAULT_TOUR_QUERY } from "./TourListStore";

/*
 * The open project's tour list against the real server, with the global error handler installed
 * so that the FREE plan's refusal of a sixth tour reaches the snackbar.
 */

let account: TestAccount;
beforeAll(async () => {
  account = await registerAccount("tour-list");
});

/** A signed-in root store whose failed calls go through the global error reactions. */
const signedIn = (account: TestAccount) => signedInStore(account, "/projects/contents");

describe("TourListStore", () => {
  it("opens a project, pages, sorts and searches its tours, and refuses the sixth (60003)", async () => {
    const { store } = await signedIn(account);
    const project = await store.projects.createProject("Campus", "contents");
    await store.project.open(project?.id ?? "");
    expect(store.project.current?.name).toBe("Campus");
    expect(store.project.coworkers).toEqual([]);
    const tours = store.tours;
    for (const title of ["Library", "Gym", "Hall", "Lab", "Cafe"]) {
      expect(await tours.create(title)).toMatchObject({ title, published: false });
    }
    expect(tours.total).toBe(5);
    expect(await tours.create("Pool")).toBeUndefined();
    expect(store.ui.snackbar.current).toMatchObject({
      severity: "error",
      text: "The number of spaces in this project is exceeded",
    });

    await tours.load({ sortby: "title", limit: 2 });
    expect(tours.items.map((t) => t.title)).toEqual(["Cafe", "Gym"]);
    await tours.load({ offset: 2 });
    expect(tours.items.map((t) => t.title)).toEqual(["Hall", "Lab"]);
    await tours.load({ offset: 0, search: "lib" });
    expect([tours.items.map((t) => t.title), tours.total]).toEqual([["Library"], 1]);
    await tours.load({ search: "", publish: true });
    expect(tours.total).toBe(0);
  });

  it("forgets the previous project's tours when another project is opened", async () => {
    const { store } = await signedIn(account);
    await store.projects.loadProjects();
    const campus = store.projects.contents.find((p) => p.name === "Campus");
    await store.project.open(campus?.id ?? "");
    await store.tours.load({ sortby: "title", limit: 2 });
    expect(store.tours.items).toHaveLength(2);
    const other = await store.projects.createProject("Annex", "contents");
    await store.project.open(other?.id ?? "");
    expect([store.tours.items, store.tours.total, store.tours.query]).toEqual([
      [],
      0,
      DEFAULT_TOUR_QUERY,
    ]);
    await store.tours.load();
    expect([store.tours.state, store.tours.items]).toEqual(["ready", []]);
  });
});
