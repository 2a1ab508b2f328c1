import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createProject, createTour, dataOf, insertScene, usageOf } from "../../testing/tours";
import { createTestUser, type TestUser } from "../../testing/users";
import { codeOf, publish, tourWithScene, unpublish, type Version } from "./testKit";

describe.each(testEngines)("publishing on %s", (engine) => {
  let t: TestApp;
  let pro: TestUser;
  let tourId: string;
  const history = async (id = tourId, who = pro) =>
    dataOf<Version[]>(
      await t.call({ method: "GET", url: `/api/v1/tours/${id}/publish`, headers: who.auth }),
    );
  const versionRows = async (id: string) =>
    t.deps.db.kysely.selectFrom("publish_versions").selectAll().where("tour_id", "=", id).execute();

  beforeAll(async () => {
    t = await startTestApp(engine);
    pro = await createTestUser(t, { planId: "pro" });
    tourId = (await tourWithScene(t, pro, "Harbour Lights")).tourId;
  });
  afterAll(() => t.close());

  it("publishes version 1 at a slug derived from the title, counting the snapshot's bytes", async () => {
    const before = (await usageOf(t, pro.id)).contents;
    const v1 = dataOf<Version>(await publish(t, pro, tourId));
    expect(v1).toMatchObject({ version: 1, slug: "harbour-lights", current: true });
    expect(await history()).toEqual([v1]);
    const stat = await t.deps.files.stat(`published/${tourId}/v1.json`);
    expect(stat?.contentType).toBe("application/json");
    expect((await usageOf(t, pro.id)).contents - before).toBe(stat?.bytes);
    const tour = await t.deps.db.kysely
      .selectFrom("tours")
      .select(["slug", "published_version"])
      .where("id", "=", tourId)
      .executeTakeFirstOrThrow();
    expect(tour).toEqual({ slug: "harbour-lights", published_version: 1 });
  });

  it("republishes as version 2 at the same slug, keeping version 1 in the history", async () => {
    const v2 = dataOf<Version>(await publish(t, pro, tourId));
    expect(v2).toMatchObject({ version: 2, slug: "harbour-lights", current: true });
    expect((await history()).map((v) => [v.version, v.current])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect(await t.deps.files.stat(`published/${tourId}/v1.json`)).not.toBeNull();
  });

  it("moves the tour to a slug it asks for; the old one is free again", async () => {
    const v3 = dataOf<Version>(await publish(t, pro, tourId, { slug: "harbour-at-dusk" }));
    expect(v3).toMatchObject({ version: 3, slug: "harbour-at-dusk" });
    expect((await history()).map((v) => v.slug)).toEqual([
      "harbour-at-dusk",
      "harbour-lights",
      "harbour-lights",
    ]);
    const other = (await tourWithScene(t, pro, "Other")).tourId;
    expect(dataOf<Version>(await publish(t, pro, other, { slug: "harbour-lights" })).slug).toBe(
      "harbour-lights",
    );
  });

  it("refuses a slug another tour holds with 409, writing nothing", async () => {
    const other = (await tourWithScene(t, pro, "Pier")).tourId;
    const before = await usageOf(t, pro.id);
    const res = await publish(t, pro, other, { slug: "harbour-at-dusk" });
    expect([res.statusCode, codeOf(res)]).toEqual([409, 10409]);
    expect(JSON.parse(res.body).message).toContain("harbour-at-dusk");
    expect(await versionRows(other)).toEqual([]);
    expect(await usageOf(t, pro.id)).toEqual(before);
    expect(await t.deps.files.list(`published/${other}/`)).toEqual([]);
  });

  it.each([
    ["a bad form", "Harbour Lights", "Match the requested format."],
    ["too short", "ab", ""],
    ["a reserved word", "admin", "reserved"],
    ["another reserved word", "cdn", "reserved"],
  ])("refuses %s with 400 naming body.slug, writing nothing", async (_, slug, says) => {
    const other = (await tourWithScene(t, pro, "Quay")).tourId;
    const before = await usageOf(t, pro.id);
    const res = await publish(t, pro, other, { slug });
    expect([res.statusCode, codeOf(res)]).toEqual([400, 10400]);
    const body = JSON.parse(res.body) as { message: string };
    expect(body.message).toMatch(/^body\.slug: /);
    expect(body.message).toContain(says);
    expect(await versionRows(other)).toEqual([]);
    expect(await usageOf(t, pro.id)).toEqual(before);
  });

  it("refuses a tour without a finished scene with 60006", async () => {
    const empty = (await createTour(t, pro, (await createProject(t, pro)).id, "Empty")).id;
    const res = await publish(t, pro, empty);
    expect([res.statusCode, codeOf(res)]).toEqual([400, 60006]);
    await t.deps.db.kysely
      .insertInto("scenes")
      .values({
        id: crypto.randomUUID(),
        tour_id: empty,
        title: "Still tiling",
        ord: 0,
        file_name: "a.jpg",
        width: 4096,
        height: 2048,
        source_bytes: 1,
        source_key: `tours/${empty}/scenes/x/r1/source.jpg`,
        state: "tiling",
        initial_view: JSON.stringify({ yaw: 0, pitch: 0, fov: 100 }),
        created_at: new Date(),
        updated_at: new Date(),
      })
      .execute();
    expect(codeOf(await publish(t, pro, empty))).toBe(60006);
    expect(await versionRows(empty)).toEqual([]);
  });

  it("derives a slug from a Korean title, and a unique one when it is taken", async () => {
    const a = (await tourWithScene(t, pro, "서울 야경")).tourId;
    const b = (await tourWithScene(t, pro, "서울 야경")).tourId;
    const c = (await tourWithScene(t, pro, "東京")).tourId;
    expect(dataOf<Version>(await publish(t, pro, a)).slug).toBe("seoul-yagyeong");
    expect(dataOf<Version>(await publish(t, pro, b)).slug).toBe("seoul-yagyeong-2");
    expect(dataOf<Version>(await publish(t, pro, c)).slug).toMatch(/^tour-[0-9a-f]{10}$/);
  });

  it("unpublishes: the history stays, republishing comes back at the same slug", async () => {
    const id = (await tourWithScene(t, pro, "Breakwater")).tourId;
    dataOf(await publish(t, pro, id));
    expect(dataOf(await unpublish(t, pro, id))).toBeNull();
    expect(await history(id)).toMatchObject([{ version: 1, slug: "breakwater", current: false }]);
    expect(dataOf(await unpublish(t, pro, id))).toBeNull();
    expect(dataOf<Version>(await publish(t, pro, id))).toMatchObject({
      version: 2,
      slug: "breakwater",
    });
  });

  it("lets an editor publish, refuses a viewer coworker (403) and a stranger (404)", async () => {
    const { projectId, tourId: id } = await tourWithScene(t, pro, "Shared");
    const invite = async (role: string) => {
      const who = await createTestUser(t);
      dataOf(
        await t.call({
          method: "POST",
          url: `/api/v2/projects/${projectId}/coworkers`,
          headers: pro.auth,
          payload: { email: who.email, role },
        }),
      );
      return who;
    };
    const viewer = await invite("viewer");
    const editor = await invite("editor");
    const stranger = await createTestUser(t, { planId: "pro" });
    for (const [who, status] of [
      [viewer, 403],
      [stranger, 404],
    ] as const) {
      expect((await publish(t, who, id)).statusCode).toBe(status);
      expect((await unpublish(t, who, id)).statusCode).toBe(status);
    }
    expect(await versionRows(id)).toEqual([]);
    expect((await history(id, viewer)).length).toBe(0);
    expect(
      (await t.call({ method: "GET", url: `/api/v1/tours/${id}/publish`, headers: stranger.auth }))
        .statusCode,
    ).toBe(404);
    expect(dataOf<Version>(await publish(t, editor, id)).version).toBe(1);
  });
});

describe.each(testEngines)("the published-URL quota on %s", (engine) => {
  let t: TestApp;
  afterAll(() => t.close());
  beforeAll(async () => {
    t = await startTestApp(engine);
  });

  it("allows FREE one published URL; republishing it is fine; unpublishing frees it", async () => {
    const free = await createTestUser(t);
    const first = (await tourWithScene(t, free, "First")).tourId;
    const second = (await tourWithScene(t, free, "Second")).tourId;
    expect(dataOf<Version>(await publish(t, free, first)).version).toBe(1);
    const before = await usageOf(t, free.id);
    const refused = await publish(t, free, second);
    expect([refused.statusCode, codeOf(refused)]).toEqual([403, 70003]);
    expect(await usageOf(t, free.id)).toEqual(before);
    expect(await t.deps.files.list(`published/${second}/`)).toEqual([]);
    expect(dataOf<Version>(await publish(t, free, first)).version).toBe(2);
    dataOf(await unpublish(t, free, first));
    expect(dataOf<Version>(await publish(t, free, second)).version).toBe(1);
    expect(codeOf(await publish(t, free, first))).toBe(70003);
  });

  it("counts an editor's publication toward the owner's plan, not the editor's", async () => {
    const owner = await createTestUser(t);
    const editor = await createTestUser(t, { planId: "pro" });
    const { projectId, tourId } = await tourWithScene(t, owner, "Owned");
    const other = (await createTour(t, owner, projectId, "Owned too")).id;
    await insertScene(t, other);
    dataOf(
      await t.call({
        method: "POST",
        url: `/api/v2/projects/${projectId}/coworkers`,
        headers: owner.auth,
        payload: { email: editor.email, role: "editor" },
      }),
    );
    dataOf(await publish(t, editor, tourId));
    expect(codeOf(await publish(t, editor, other))).toBe(70003);
  });
});
