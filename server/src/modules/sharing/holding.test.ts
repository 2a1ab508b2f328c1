import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor, type TestApi } from "../../testing/apiClient";
import { refusalOf } from "../../testing/refusal";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, type TestUser } from "../../testing/users";
import { publishedTour, shareWith, sharingRows } from "./testing/testKit";

const spaceIdsOf = async (api: TestApi) =>
  (await api.listSharedSpaces({ query: {} })).list.map((s) => s.spaceId);

describe.each(testEngines)("holding and leaving share codes on %s", (engine) => {
  let t: TestApp;
  let owner: TestUser;
  let as: { owner: TestApi };

  beforeAll(async () => {
    t = await startTestApp(engine);
    owner = await createTestUser(t, { planId: "pro", name: "Teacher" });
    as = { owner: apiFor(t, owner) };
  });
  afterAll(() => t.close());

  it("lists the held codes newest joined first, with their owner and spaces", async () => {
    const pupil = await createTestUser(t);
    const first = await shareWith(t, owner, (await publishedTour(t, owner)).tourId, [pupil], "A");
    t.advance(1_000);
    const second = await as.owner.createShareCode({ body: { title: "B" } });
    await apiFor(t, pupil).joinShareCode({ body: { code: second.code } });

    const held = await apiFor(t, pupil).listHeldShareCodes();
    expect(held.map((c) => [c.codeId, c.title, c.spaceCount])).toEqual([
      [second.codeId, "B", 0],
      [first.codeId, "A", 1],
    ]);
    expect(held[0]?.owner).toEqual({
      id: owner.id,
      email: owner.email,
      name: "Teacher",
      nickname: null,
    });
    expect(Date.parse(held[0]?.joinedAt ?? "")).toBeGreaterThan(
      Date.parse(held[1]?.joinedAt ?? ""),
    );
    // The owner holds none of their own codes.
    expect(await as.owner.listHeldShareCodes()).toEqual([]);
  });

  it("leaves a code: its spaces are gone, nothing else changes, and joining again works", async () => {
    const pupil = await createTestUser(t);
    const api = apiFor(t, pupil);
    const { tourId } = await publishedTour(t, owner, "Harbour");
    const code = await shareWith(t, owner, tourId, [pupil]);
    await api.clearSpaceUnread({ params: { spaceId: tourId } });
    expect(await spaceIdsOf(api)).toEqual([tourId]);

    const before = await sharingRows(t);
    await api.leaveShareCode({ params: { codeId: code.codeId } });
    expect(await sharingRows(t)).toEqual({
      ...before,
      share_code_holders: before.share_code_holders - 1,
    });
    expect(await spaceIdsOf(api)).toEqual([]);
    expect(await api.listHeldShareCodes()).toEqual([]);
    expect((await refusalOf(api.getSpace({ params: { spaceId: tourId } }))).code).toBe(130003);
    expect(await api.countUnreadSpaces()).toEqual({ count: 0 });
    // The code itself stays with its owner, still sharing the space.
    expect((await as.owner.getShareCode({ params: { codeId: code.codeId } })).spaceIds).toEqual([
      tourId,
    ]);

    await api.joinShareCode({ body: { code: code.code } });
    expect(await spaceIdsOf(api)).toEqual([tourId]);
    expect((await api.getSpace({ params: { spaceId: tourId } })).role).toBe("holder");
  });

  it("keeps a space seen through another held code after leaving one", async () => {
    const pupil = await createTestUser(t);
    const api = apiFor(t, pupil);
    const { tourId } = await publishedTour(t, owner, "Lagoon");
    const left = await shareWith(t, owner, tourId, [pupil], "Morning");
    const kept = await shareWith(t, owner, tourId, [pupil], "Evening");
    await api.leaveShareCode({ params: { codeId: left.codeId } });
    expect((await api.getSpace({ params: { spaceId: tourId } })).codeIds).toEqual([kept.codeId]);
  });

  it("answers a code not held, someone's own and a missing one as missing, writing nothing", async () => {
    const pupil = apiFor(t, await createTestUser(t));
    const notHeld = await as.owner.createShareCode({ body: { title: "Not joined" } });
    const before = await sharingRows(t);
    for (const [api, codeId] of [
      [pupil, notHeld.codeId],
      [as.owner, notHeld.codeId],
      [pupil, "no-such-code"],
    ] as const)
      expect((await refusalOf(api.leaveShareCode({ params: { codeId } }))).code).toBe(130001);
    expect(await sharingRows(t)).toEqual(before);
    expect((await refusalOf(apiFor(t).listHeldShareCodes())).code).toBe(10401);
  });
});
