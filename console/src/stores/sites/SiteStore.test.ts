// @vitest-environment node

import { isAppError } from "@orbis/core/errors";
import { publishedTourVia } from "@orbis/testkit/publishedTours";
import { apiOn, registerAccount, type TestAccount } from "@orbis/testkit/vitest/sharedServer";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInStore } from "../../testing/signedInStore";
import { SiteStore } from "./SiteStore";
import { SitesStore } from "./SitesStore";

/*
 * The sites stores against the real server, with the console's global error handler on: the
 * list, one site with its tour and history, and refusals that leave the store as it was.
 */

let owner: TestAccount;
let tourId: string;
let draftId: string;
beforeAll(async () => {
  owner = await registerAccount("sites-store");
  const api = apiOn(owner);
  await api.checkin();
  const tour = await publishedTourVia(api, "Quarry");
  tourId = tour.tourId;
  draftId = (
    await api.createProjectTour({ params: { id: tour.projectId }, body: { title: "Draft" } })
  ).id;
});

const stores = async () => {
  const t = await signedInStore(owner, "/sites");
  const deps = { api: t.store.api, log: t.store.log };
  return { sites: new SitesStore(deps), site: new SiteStore(deps) };
};

describe("SitesStore and SiteStore", () => {
  it("lists the published tour only, and reads one site with its tour and history", async () => {
    const { sites, site } = await stores();
    await sites.load();
    expect([sites.state, sites.sites.map((s) => s.tourId)]).toEqual(["ready", [tourId]]);
    await site.load(tourId);
    expect(site.state).toBe("ready");
    expect([site.site?.title, site.tour?.id, site.history.map((v) => v.version)]).toEqual([
      "Quarry",
      tourId,
      [1],
    ]);
  });

  it("fails to open a tour that is not published", async () => {
    const { site } = await stores();
    await site.load(draftId);
    expect([site.state, site.site]).toEqual(["failed", null]);
  });

  it("keeps a refusal and changes nothing: GA on a FREE plan, a reserved slug", async () => {
    const { site } = await stores();
    await site.load(tourId);
    const settings = site.tour?.settings;
    if (settings === undefined) throw new Error("the tour was read");
    expect(
      await site.saveDetails({ settings: { ...settings, ga: { measurementId: "G-AB12CD34EF" } } }),
    ).toBe(false);
    expect(site.tour?.settings.ga).toBeNull();
    expect(site.saving).toBe(false);

    expect(await site.changeSlug("admin")).toBeNull();
    expect(isAppError(site.slugRefusal) && site.slugRefusal.code).toBe(10400);
    const moved = await site.changeSlug("quarry-by-night");
    expect([moved?.slug, site.site?.slug, site.slugRefusal]).toEqual([
      "quarry-by-night",
      "quarry-by-night",
      null,
    ]);
  });
});
