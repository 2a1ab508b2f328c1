import type { SharedSpace } from "@orbis/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor, type TestApi } from "../../testing/apiClient";
import { refusalOf } from "../../testing/refusal";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { insertScene } from "../../testing/tours";
import { createTestUser, type TestUser } from "../../testing/users";
import { publish } from "../publishing/testing";
import { publishedTour, shareWith, sharingRows } from "./testing/testKit";

const titles = (page: { list: readonly SharedSpace[] }) => page.list.map((s) => s.title);

describe.each(testEngines)("the shared space list on %s", (engine) => {
  let t: TestApp;
  let owner: TestUser;
  let holder: TestUser;
  let as: { owner: TestApi; holder: TestApi };
  const tours: Record<"alpha" | "beta" | "gamma", string> = { alpha: "", beta: "", gamma: "" };
  let gammaSlug: string;
  let codeId: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    owner = await createTestUser(t, { planId: "pro", name: "Teacher" });
    holder = await createTestUser(t, { name: "Pupil" });
    as = { owner: apiFor(t, owner), holder: apiFor(t, holder) };
    tours.alpha = (await publishedTour(t, owner, "Alpha harbour")).tourId;
    tours.beta = (await publishedTour(t, owner, "Beta 50% off")).tourId;
    const gamma = await publishedTour(t, owner, "Gamma_ray");
    [tours.gamma, gammaSlug] = [gamma.tourId, gamma.slug];
    codeId = (await shareWith(t, owner, tours.alpha, [holder])).codeId;
    for (const spaceId of [tours.beta, tours.gamma]) {
      t.advance(1_000);
      await as.owner.shareSpace({ params: { spaceId }, body: { codeIds: [codeId] } });
    }
  });
  afterAll(() => t.close());

  it("lists the spaces of held codes, last shared first, as a holder sees them", async () => {
    const page = await as.holder.listSharedSpaces({ query: {} });
    expect([titles(page), page.total]).toEqual([["Gamma_ray", "Beta 50% off", "Alpha harbour"], 3]);
    expect(page.list[0]).toEqual({
      spaceId: tours.gamma,
      title: "Gamma_ray",
      thumbnailUrl: null,
      viewUrl: `${t.deps.config.publicUrl.replace(/\/+$/, "")}/t/${gammaSlug}`,
      role: "holder",
      owner: { id: owner.id, email: owner.email, name: "Teacher", nickname: null },
      codeIds: [codeId],
      commentCount: 0,
      unread: true,
      sharedAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await as.owner.listSharedSpaces({ query: {} })).toEqual({ list: [], total: 0 });
  });

  it("shows a tour's first scene thumbnail until it has its own, as the project cards do", async () => {
    const tour = await publishedTour(t, owner, "Pier walk");
    const scene = await insertScene(t, tour.tourId, { title: "Pier", order: 1, thumbnail: true });
    await as.owner.shareSpace({ params: { spaceId: tour.tourId }, body: { codeIds: [codeId] } });
    const item = await as.holder.getSpace({ params: { spaceId: tour.tourId } });
    expect(item.thumbnailUrl).toBe(`/cdn/${scene.prefix}r1/preview.jpg`);
    const image = await t.call({ method: "GET", url: item.thumbnailUrl ?? "" });
    expect([image.statusCode, image.headers["content-type"]]).toEqual([200, "image/jpeg"]);
    await as.owner.unshareSpace({ params: { spaceId: tour.tourId }, body: { codeIds: [codeId] } });
  });

  it("searches titles without wildcards, sorts and pages", async () => {
    const list = (query: NonNullable<Parameters<TestApi["listSharedSpaces"]>[0]>["query"]) =>
      as.holder.listSharedSpaces({ query });
    expect(titles(await list({ search: "HARBOUR" }))).toEqual(["Alpha harbour"]);
    expect(titles(await list({ search: "50%" }))).toEqual(["Beta 50% off"]);
    expect(titles(await list({ search: "_" }))).toEqual(["Gamma_ray"]);
    expect(titles(await list({ sort: "title", sortDirection: "ASC" }))).toEqual([
      "Alpha harbour",
      "Beta 50% off",
      "Gamma_ray",
    ]);
    expect(titles(await list({ sort: "sharedAt", sortDirection: "ASC" }))).toEqual([
      "Alpha harbour",
      "Beta 50% off",
      "Gamma_ray",
    ]);
    t.advance(1_000);
    await as.owner.updateTour({ params: { id: tours.beta }, body: { title: "Beta 50% off" } });
    expect(titles(await list({ sort: "updatedAt" }))[0]).toBe("Beta 50% off");
    expect(await list({ sort: "title", pageNo: 2, pageSize: 2 })).toMatchObject({
      list: [{ title: "Alpha harbour" }],
      total: 3,
    });
    expect(await list({ pageNo: 9, pageSize: 2 })).toEqual({ list: [], total: 3 });
  });

  it("names every held code sharing a space, from the first share; a coworker is a coworker", async () => {
    const shared = await as.holder.getSpace({ params: { spaceId: tours.alpha } });
    t.advance(1_000);
    const second = await shareWith(t, owner, tours.alpha, [holder], "Second");
    const again = await as.holder.getSpace({ params: { spaceId: tours.alpha } });
    expect([again.codeIds, again.sharedAt]).toEqual([[codeId, second.codeId], shared.sharedAt]);
    const project = (await as.owner.getTour({ params: { id: tours.alpha } })).projectId;
    await as.owner.addProjectCoworker({
      params: { id: project },
      body: { email: holder.email, role: "viewer" },
    });
    expect((await as.holder.getSpace({ params: { spaceId: tours.alpha } })).role).toBe("coworker");
    const mine = await as.owner.getSpace({ params: { spaceId: tours.alpha } });
    expect([mine.role, mine.codeIds, mine.unread]).toEqual([
      "owner",
      [codeId, second.codeId],
      false,
    ]);
    await as.owner.deleteShareCode({ params: { codeId: second.codeId } });
    await as.owner.removeProjectCoworker({ params: { id: project, userId: holder.id } });
  });

  it("raises unread on sharing, republishing and others' comments, not one's own", async () => {
    const unread = async (spaceId: string) =>
      (await as.holder.getSpace({ params: { spaceId } })).unread;
    const count = async () => (await as.holder.countUnreadSpaces()).count;
    const clear = (spaceId: string) => as.holder.clearSpaceUnread({ params: { spaceId } });
    const alpha = tours.alpha;

    expect(await count()).toBe(3);
    await clear(alpha);
    expect([await unread(alpha), await count()]).toEqual([false, 2]);

    t.advance(1_000);
    await as.holder.createSpaceComment({ params: { spaceId: alpha }, body: { content: "Mine" } });
    expect(await unread(alpha)).toBe(false);

    t.advance(1_000);
    await as.owner.createSpaceComment({ params: { spaceId: alpha }, body: { content: "Hello" } });
    expect([await unread(alpha), await count()]).toEqual([true, 3]);
    await clear(alpha);

    t.advance(1_000);
    await publish(t, owner, alpha);
    expect([await unread(alpha), await count()]).toEqual([true, 3]);
    await clear(alpha);
    expect(await unread(alpha)).toBe(false);

    // Another holder's alert is their own.
    const classmate = await createTestUser(t);
    await apiFor(t, classmate).joinShareCode({
      body: { code: (await as.owner.getShareCode({ params: { codeId } })).code },
    });
    expect((await apiFor(t, classmate).countUnreadSpaces()).count).toBe(3);
  });

  it("shows an offline space without a link, and refuses strangers its alert", async () => {
    await as.owner.unpublishTour({ params: { id: tours.gamma } });
    expect((await as.holder.getSpace({ params: { spaceId: tours.gamma } })).viewUrl).toBeNull();
    const before = await sharingRows(t);
    const stranger = apiFor(t, await createTestUser(t));
    expect(
      (await refusalOf(stranger.clearSpaceUnread({ params: { spaceId: tours.gamma } }))).code,
    ).toBe(130003);
    expect((await refusalOf(stranger.getSpace({ params: { spaceId: "no-such-tour" } }))).code).toBe(
      130003,
    );
    expect(await sharingRows(t)).toEqual(before);
  });

  it("shares only published tours, through the owner's own codes, keeping the first date", async () => {
    const before = await sharingRows(t);
    const offline = (await publishedTour(t, owner, "Draft")).tourId;
    await as.owner.unpublishTour({ params: { id: offline } });
    const share = (spaceId: string, codeIds: string[]) =>
      as.owner.shareSpace({ params: { spaceId }, body: { codeIds } });
    expect((await refusalOf(share(offline, [codeId]))).code).toBe(130007);
    const foreign = await apiFor(t, holder).createShareCode({ body: { title: "Not yours" } });
    const afterForeign = await sharingRows(t);
    expect((await refusalOf(share(tours.beta, [codeId, foreign.codeId]))).code).toBe(130001);
    expect((await refusalOf(share(tours.beta, ["no-such-code"]))).code).toBe(130001);
    expect(await sharingRows(t)).toEqual(afterForeign);
    expect(afterForeign).toEqual({ ...before, share_codes: before.share_codes + 1 });

    const first = (await as.holder.getSpace({ params: { spaceId: tours.beta } })).sharedAt;
    t.advance(1_000);
    expect(await share(tours.beta, [codeId, codeId])).toEqual({
      spaceId: tours.beta,
      codeIds: [codeId],
    });
    expect((await as.holder.getSpace({ params: { spaceId: tours.beta } })).sharedAt).toBe(first);
    expect(
      await as.owner.unshareSpace({ params: { spaceId: tours.beta }, body: { codeIds: [codeId] } }),
    ).toEqual({ spaceId: tours.beta, codeIds: [] });
    expect((await refusalOf(as.holder.getSpace({ params: { spaceId: tours.beta } }))).code).toBe(
      130003,
    );
  });
});
