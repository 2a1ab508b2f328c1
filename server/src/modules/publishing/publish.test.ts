import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor } from "../../testing/apiClient";
import { refusalCode, refusalOf } from "../../testing/refusal";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createProject, createTour, insertScene, usageOf } from "../../testing/tours";
import { createTestUser, type TestUser } from "../../testing/users";
import { tourWithScene } from "./testing/testKit";

/** `PUT /tours/{id}/publish` as `who`, at the slug asked for if any. */
const publishAs = (t: TestApp, who: TestUser, tourId: string, slug?: string) =>
  apiFor(t, who).publishTour({ params: { id: tourId }, body: slug === undefined ? {} : { slug } });

/** `DELETE /tours/{id}/publish` as `who`. */
const unpublishAs = (t: TestApp, who: TestUser, tourId: string) =>
  apiFor(t, who).unpublishTour({ params: { id: tourId } });

describe.each(testEngines)("publishing on %s", (engine) => {
  let t: TestApp;
  let pro: TestUser;
  let tourId: string;
  const publish = (who: TestUser, id: string, slug?: string) => publishAs(t, who, id, slug);
  const unpublish = (who: TestUser, id: string) => unpublishAs(t, who, id);
  const history = (id = tourId, who = pro) => apiFor(t, who).getPublishHistory({ params: { id } });
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
    const v1 = await publish(pro, tourId);
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
    const v2 = await publish(pro, tourId);
    expect(v2).toMatchObject({ version: 2, slug: "harbour-lights", current: true });
    expect((await history()).map((v) => [v.version, v.current])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect(await t.deps.files.stat(`published/${tourId}/v1.json`)).not.toBeNull();
  });

  it("moves the tour to a slug it asks for; the old one is free again", async () => {
    const v3 = await publish(pro, tourId, "harbour-at-dusk");
    expect(v3).toMatchObject({ version: 3, slug: "harbour-at-dusk" });
    expect((await history()).map((v) => v.slug)).toEqual([
      "harbour-at-dusk",
      "harbour-lights",
      "harbour-lights",
    ]);
    const other = (await tourWithScene(t, pro, "Other")).tourId;
    expect((await publish(pro, other, "harbour-lights")).slug).toBe("harbour-lights");
  });

  it("refuses a slug another tour holds with 409, writing nothing", async () => {
    const other = (await tourWithScene(t, pro, "Pier")).tourId;
    const before = await usageOf(t, pro.id);
    const refused = await refusalOf(publish(pro, other, "harbour-at-dusk"));
    expect([refused.status, refused.code]).toEqual([409, 10409]);
    expect(refused.message).toContain("harbour-at-dusk");
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
    const refused = await refusalOf(publish(pro, other, slug));
    expect([refused.status, refused.code]).toEqual([400, 10400]);
    expect(refused.message).toMatch(/^body\.slug: /);
    expect(refused.message).toContain(says);
    expect(await versionRows(other)).toEqual([]);
    expect(await usageOf(t, pro.id)).toEqual(before);
  });

  it("refuses a tour without a finished scene with 60006", async () => {
    const empty = (await createTour(t, pro, (await createProject(t, pro)).id, "Empty")).id;
    const refused = await refusalOf(publish(pro, empty));
    expect([refused.status, refused.code]).toEqual([400, 60006]);
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
    expect(await refusalCode(publish(pro, empty))).toBe(60006);
    expect(await versionRows(empty)).toEqual([]);
  });

  it("derives a slug from a Korean title, and a unique one when it is taken", async () => {
    const a = (await tourWithScene(t, pro, "서울 야경")).tourId;
    const b = (await tourWithScene(t, pro, "서울 야경")).tourId;
    const c = (await tourWithScene(t, pro, "東京")).tourId;
    expect((await publish(pro, a)).slug).toBe("seoul-yagyeong");
    expect((await publish(pro, b)).slug).toBe("seoul-yagyeong-2");
    expect((await publish(pro, c)).slug).toMatch(/^tour-[0-9a-f]{10}$/);
  });

  it("unpublishes: the history stays, republishing comes back at the same slug", async () => {
    const id = (await tourWithScene(t, pro, "Breakwater")).tourId;
    await publish(pro, id);
    expect(await unpublish(pro, id)).toBeNull();
    expect(await history(id)).toMatchObject([{ version: 1, slug: "breakwater", current: false }]);
    expect(await unpublish(pro, id)).toBeNull();
    expect(await publish(pro, id)).toMatchObject({ version: 2, slug: "breakwater" });
  });

  it("lets an editor publish, refuses a viewer coworker (403) and a stranger (404)", async () => {
    const { projectId, tourId: id } = await tourWithScene(t, pro, "Shared");
    const invite = async (role: "viewer" | "editor") => {
      const who = await createTestUser(t);
      await apiFor(t, pro).addProjectCoworker({
        params: { id: projectId },
        body: { email: who.email, role },
      });
      return who;
    };
    const viewer = await invite("viewer");
    const editor = await invite("editor");
    const stranger = await createTestUser(t, { planId: "pro" });
    for (const [who, status] of [
      [viewer, 403],
      [stranger, 404],
    ] as const) {
      expect((await refusalOf(publish(who, id))).status).toBe(status);
      expect((await refusalOf(unpublish(who, id))).status).toBe(status);
    }
    expect(await versionRows(id)).toEqual([]);
    expect((await history(id, viewer)).length).toBe(0);
    expect((await refusalOf(history(id, stranger))).status).toBe(404);
    expect((await publish(editor, id)).version).toBe(1);
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
    expect((await publishAs(t, free, first)).version).toBe(1);
    const before = await usageOf(t, free.id);
    const refused = await refusalOf(publishAs(t, free, second));
    expect([refused.status, refused.code]).toEqual([403, 70003]);
    expect(await usageOf(t, free.id)).toEqual(before);
    expect(await t.deps.files.list(`published/${second}/`)).toEqual([]);
    expect((await publishAs(t, free, first)).version).toBe(2);
    await unpublishAs(t, free, first);
    expect((await publishAs(t, free, second)).version).toBe(1);
    expect(await refusalCode(publishAs(t, free, first))).toBe(70003);
  });

  it("counts an editor's publication toward the owner's plan, not the editor's", async () => {
    const owner = await createTestUser(t);
    const editor = await createTestUser(t, { planId: "pro" });
    const { projectId, tourId } = await tourWithScene(t, owner, "Owned");
    const other = (await createTour(t, owner, projectId, "Owned too")).id;
    await insertScene(t, other);
    await apiFor(t, owner).addProjectCoworker({
      params: { id: projectId },
      body: { email: editor.email, role: "editor" },
    });
    await publishAs(t, editor, tourId);
    expect(await refusalCode(publishAs(t, editor, other))).toBe(70003);
  });
});
