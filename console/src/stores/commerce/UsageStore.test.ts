// @vitest-environment node

import { apiOn, registerAccount, type TestAccount } from "@orbis/testkit/vitest/sharedServer";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInStore } from "../../testing/signedInStore";
import { UsageStore } from "./UsageStore";

/*
 * The usage store against the real server (`GET /api/v3/account/usage`): a fresh FREE account,
 * then the same account after making projects and tours up to its plan's limits.
 */

const GiB = 1024 ** 3;

let account: TestAccount;
beforeAll(async () => {
  account = await registerAccount("usage-store");
});

const loaded = async () => {
  const t = await signedInStore(account);
  const store = new UsageStore({ api: t.store.api, log: () => {} });
  await store.load();
  return store;
};

describe("the usage store", () => {
  it("reads a fresh FREE account: nothing used, nothing to upgrade", async () => {
    const store = await loaded();
    expect(store.state).toBe("ready");
    expect(store.usage?.projects).toEqual({ used: 0, limit: 3 });
    expect(store.usage?.publishedUrls).toEqual({ used: 0, limit: 1 });
    expect(store.usage?.tourCountPerProject).toBe(5);
    expect(store.meters?.storage).toMatchObject({ used: 0, limit: GiB, warning: false });
    expect(store.meters?.toursPerProject).toEqual([]);
    expect(store.needsUpgrade).toBe(false);
  });

  it("counts projects and each project's tours, and offers the upgrade at the limit", async () => {
    const api = apiOn(account);
    const full = await api.createProject({ body: { name: "Full", kind: "contents" } });
    for (const title of ["A", "B", "C", "D", "E"]) {
      await api.createProjectTour({ params: { id: full.id }, body: { title } });
    }
    const some = await api.createProject({ body: { name: "Some", kind: "contents" } });
    await api.createProjectTour({ params: { id: some.id }, body: { title: "Only" } });
    let store = await loaded();
    const tours = () =>
      store.meters?.toursPerProject.map((p) => [p.name, p.meter.used, p.meter.warning]);
    expect(tours()).toEqual(
      expect.arrayContaining([
        ["Full", 5, true],
        ["Some", 1, false],
      ]),
    );
    expect(store.meters?.projects).toMatchObject({ used: 2, limit: 3, warning: false });
    // A full project is enough to offer the upgrade.
    expect(store.needsUpgrade).toBe(true);

    await api.createProject({ body: { name: "Third", kind: "contents" } });
    store = await loaded();
    expect(store.meters?.projects).toMatchObject({ used: 3, limit: 3, warning: true });
  });

  it("leaves failed for the screen's retry when the call fails", async () => {
    const t = await signedInStore(account);
    await t.store.auth.forgetSession();
    const store = new UsageStore({ api: t.store.api, log: () => {} });
    await store.load();
    expect(store.state).toBe("failed");
    expect(store.meters).toBeNull();
  });
});
