// @vitest-environment node

import { checkTourDetails, tourDetailsChanges, tourDetailsFormOf } from "@orbis/core/tours";
import { publishedTourVia } from "@orbis/testkit/publishedTours";
import { apiOn, registerAccount, type TestAccount } from "@orbis/testkit/vitest/sharedServer";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInStore } from "../testing/signedInStore";

/*
 * A tour renamed, its details edited and deleted from the project's tour list, against the real
 * server: what `PUT` and `DELETE /tours/{id}` keep, and the storage a deletion gives back.
 */

let account: TestAccount;
beforeAll(async () => {
  account = await registerAccount("tour-manage");
});

describe("TourListStore's tour actions", () => {
  it("renames a tour, saves its details and deletes it, giving its storage back", async () => {
    const fixture = await publishedTourVia(apiOn(account), "Pier");
    const { store } = await signedInStore(account, `/project/${fixture.projectId}/preview`);
    await store.project.open(fixture.projectId);
    await store.tours.load();
    await store.projects.loadStorage();
    const before = store.projects.storage?.usageStorageSize ?? 0;
    expect(before).toBeGreaterThan(0);

    const renamed = await store.tours.update(fixture.tourId, { title: "Pier at dusk" });
    expect(renamed?.title).toBe("Pier at dusk");
    expect(store.tours.items.map((t) => t.title)).toEqual(["Pier at dusk"]);

    const tour = await store.tours.details(fixture.tourId);
    if (tour === null) throw new Error("the tour's details did not load");
    const check = checkTourDetails({
      ...tourDetailsFormOf(tour),
      description: "Fishing boats coming in.",
      autorotate: "-5",
      sceneList: false,
    });
    if (!check.ok) throw new Error(JSON.stringify(check.problems));
    const update = tourDetailsChanges(tour, check.value);
    expect(Object.keys(update ?? {}).sort()).toEqual(["description", "settings"]);
    await store.tours.update(fixture.tourId, update ?? {});
    expect(await apiOn(account).getTour({ params: { id: fixture.tourId } })).toMatchObject({
      title: "Pier at dusk",
      description: "Fishing boats coming in.",
      settings: { autorotate: -5, sceneList: false },
    });

    // SEO is not on the FREE plan: refused with its snackbar, nothing changed.
    const seo = { title: "Pier", description: "", keywords: [] };
    expect(
      await store.tours.update(fixture.tourId, { settings: { ...tour.settings, seo } }),
    ).toBeNull();
    expect(store.ui.snackbar.current?.text).toBe("SEO settings are not available on your plan");

    expect(await store.tours.remove(fixture.tourId)).toBe(true);
    expect([store.tours.items, store.tours.total]).toEqual([[], 0]);
    expect(store.projects.storage?.usageStorageSize).toBe(0);
    await expect(apiOn(account).getTour({ params: { id: fixture.tourId } })).rejects.toMatchObject({
      code: 10404,
    });
  }, 120_000);

  it("shows the page before when the last tour of a later page is deleted", async () => {
    const { store } = await signedInStore(account, "/projects/contents");
    const project = await store.projects.createProject("Paged", "contents");
    await store.project.open(project?.id ?? "");
    await store.tours.create("Alpha");
    const beta = await store.tours.create("Beta");
    await store.tours.load({ sortby: "title", limit: 1, offset: 1 });
    expect(store.tours.items.map((t) => t.title)).toEqual(["Beta"]);
    expect(await store.tours.remove(beta?.id ?? "")).toBe(true);
    expect([store.tours.query.offset, store.tours.items.map((t) => t.title)]).toEqual([
      0,
      ["Alpha"],
    ]);
  });
});
