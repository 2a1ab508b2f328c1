import { randomUUID } from "node:crypto";
import { AI_STYLES, isFinal } from "@orbis/core/ai";
import type { AiImage } from "@orbis/core/contract";
import { Redis } from "ioredis";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeRgb, seamGap } from "../../infra/ai/testing/panoramaPixels";
import { createBullQueue } from "../../infra/jobs/bullQueue";
import { createInProcessQueue } from "../../infra/jobs/inProcessQueue";
import { jobRepository } from "../../infra/jobs/jobRepository";
import { apiFor, type TestApi } from "../../testing/apiClient";
import { refusalCode, refusalOf } from "../../testing/refusal";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { type TestEngine, testEngines } from "../../testing/testDb";
import { createProject, createTour } from "../../testing/tours";
import { createTestUser, type TestUser } from "../../testing/users";
import { AI_IMAGE_JOB, registerGenerationJob } from "./generationJob";

/*
 * The AI image calls with the embedded sketch generator, on each database, with the jobs in the
 * process and, when REDIS_URL is set, on BullMQ. Panoramas are 1024 px wide here (the smallest a
 * scene takes) to keep the suite quick; the generator's own tests and `npm run bench ai` paint
 * at 4096.
 */

const redisUrl = process.env.REDIS_URL ?? "";
const setups: { engine: TestEngine; queue: "in-process" | "BullMQ" }[] = [
  ...testEngines.map((engine) => ({ engine, queue: "in-process" as const })),
  ...(redisUrl === ""
    ? []
    : [{ engine: testEngines.at(-1) ?? "pglite", queue: "BullMQ" as const }]),
];

const STYLE = AI_STYLES[0]?.id ?? "";

/** Waits until every image of `ids` is final, and answers them as the full list shows them. */
const settled = async (api: TestApi, ids: readonly string[], ms = 60_000): Promise<AiImage[]> => {
  const deadline = Date.now() + ms;
  for (;;) {
    const { list } = await api.listAiImages({ query: { pageSize: 100 } });
    const mine = ids.map((id) => list.find((image) => image.id === id));
    if (mine.every((image) => image !== undefined && isFinal(image.status)))
      return mine as AiImage[];
    if (Date.now() > deadline)
      throw new Error(`Timed out: ${mine.map((i) => i?.status ?? "gone").join(", ")}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe.each(setups)("AI images on $engine, jobs $queue", ({ engine, queue }) => {
  let t: TestApp;
  let student: TestUser;
  let api: TestApi;
  const fetchFile = async (url: string | null) => {
    const answer = await t.call({ method: "GET", url: url ?? "/cdn/none" });
    return {
      status: answer.statusCode,
      type: answer.headers["content-type"],
      body: answer.rawPayload,
    };
  };
  const rowsOf = (user: TestUser) =>
    t.deps.db.kysely.selectFrom("ai_images").selectAll().where("user_id", "=", user.id).execute();
  const jobCount = async () =>
    (await t.deps.db.kysely.selectFrom("jobs").select("id").execute()).length;

  beforeAll(async () => {
    t = await startTestApp(engine, {
      env: { AI_PANORAMA_WIDTH: "1024" },
      ...(queue === "BullMQ" ? { redisUrl } : {}),
    });
    student = await createTestUser(t, { planId: "edu-member" });
    api = apiFor(t, student);
  }, 60_000);
  afterAll(() => t.close());

  let painted: AiImage[] = [];

  it("paints the images asked for: pending at first, then complete, seamless, 2:1, with a thumbnail", async () => {
    const { list } = await api.createAiImage({
      body: { prompt: "a harbour at dawn", style: STYLE, count: 2 },
    });
    expect(list.map((i) => [i.status, i.prompt, i.style, i.usage, i.imageUrl])).toEqual([
      ["pending", "a harbour at dawn", STYLE, 1, null],
      ["pending", "a harbour at dawn", STYLE, 1, null],
    ]);
    expect((await api.getAiImageUsage()).used).toBe(2);
    painted = await settled(
      api,
      list.map((i) => i.id),
    );
    expect(painted.map((i) => i.status)).toEqual(["complete", "complete"]);
    const pictures = [];
    for (const image of painted) {
      const picture = await fetchFile(image.imageUrl);
      expect([picture.status, picture.type]).toEqual([200, "image/jpeg"]);
      const pixels = await decodeRgb(picture.body);
      expect([pixels.width, pixels.height]).toEqual([1024, 512]);
      expect(seamGap(pixels).worst).toBeLessThan(12);
      const thumbnail = await sharp((await fetchFile(image.thumbnailUrl)).body).metadata();
      expect([thumbnail.width, thumbnail.height]).toEqual([480, 240]);
      pictures.push(picture.body);
    }
    // Two variations of one prompt are two pictures.
    expect(pictures[0]?.equals(pictures[1] as Buffer)).toBe(false);
    expect((await api.getAiImageUsage()).used).toBe(2);
    expect((await api.listWorkingAiImages()).list).toEqual([]);
  });

  it("paints the same picture again for the same prompt and style", async () => {
    const { list } = await api.createAiImage({
      body: { prompt: "  A harbour at DAWN ", style: STYLE },
    });
    const [again] = await settled(
      api,
      list.map((i) => i.id),
    );
    const first = await fetchFile(painted[0]?.imageUrl ?? null);
    expect((await fetchFile(again?.imageUrl ?? null)).body.equals(first.body)).toBe(true);
  });

  it("lists a page of the caller's images, newest first, by status and style; of given ids the complete ones", async () => {
    const page = await api.listAiImages({ query: { pageNo: 1, pageSize: 2 } });
    expect(page.total).toBe(3);
    expect(page.list).toHaveLength(2);
    const all = await api.listAiImages({ query: { status: "complete", style: STYLE } });
    expect(all.list.map((i) => i.id).sort()).toEqual(
      [...painted.map((i) => i.id), page.list[0]?.id].sort(),
    );
    expect((await api.listAiImages({ query: { status: "pending" } })).list).toEqual([]);
    const other = AI_STYLES[1]?.id ?? "";
    expect((await api.listAiImages({ query: { style: other } })).total).toBe(0);
    const ids = painted.map((i) => i.id);
    expect((await api.listAiImagesByIds({ query: { ids } })).list.map((i) => i.id)).toEqual(ids);
    // Another user sees none of them.
    const stranger = apiFor(t, await createTestUser(t, { planId: "edu-member" }));
    expect((await stranger.listAiImagesByIds({ query: { ids } })).list).toEqual([]);
    expect((await stranger.listAiImages({ query: {} })).total).toBe(0);
  });

  it("refuses a blank or over-long prompt, an unknown style and a wrong count, spending and writing nothing", async () => {
    const before = { rows: (await rowsOf(student)).length, jobs: await jobCount() };
    const used = (await api.getAiImageUsage()).used;
    const refusals = [
      { prompt: "   ", style: STYLE },
      { prompt: "x".repeat(1001), style: STYLE },
      { prompt: "a lake", style: "watercolour" },
      { prompt: "a lake", style: STYLE, count: 5 },
      { prompt: "a lake", style: STYLE, count: 0 },
    ];
    const answers = [];
    for (const body of refusals) answers.push(await refusalOf(api.createAiImage({ body })));
    expect(answers.map((r) => r.code)).toEqual([10400, 10400, 10400, 10400, 10400]);
    expect(answers[2]?.message).toContain('no style "watercolour"');
    expect((await rowsOf(student)).length).toBe(before.rows);
    expect(await jobCount()).toBe(before.jobs);
    expect((await api.getAiImageUsage()).used).toBe(used);
  });

  it("refuses a request past the month's credits with 70009, and takes one that fits", async () => {
    const member = await createTestUser(t, { planId: "edu-member" });
    const memberApi = apiFor(t, member);
    // 28 of the plan's 30 credits spent this month.
    await t.deps.db.kysely
      .insertInto("ai_images")
      .values(
        Array.from({ length: 28 }, (_, i) => ({
          id: `${member.id}-spent-${i}`,
          user_id: member.id,
          status: "complete",
          style: STYLE,
          prompt: "spent",
          usage: 1,
          width: 1024,
          created_at: t.deps.clock(),
        })),
      )
      .execute();
    const refusal = await refusalOf(
      memberApi.createAiImage({ body: { prompt: "three more", style: STYLE, count: 3 } }),
    );
    expect(refusal.code).toBe(70009);
    expect((await rowsOf(member)).length).toBe(28);
    expect((await memberApi.getAiImageUsage()).used).toBe(28);
    const { list } = await memberApi.createAiImage({
      body: { prompt: "two more", style: STYLE, count: 2 },
    });
    expect((await memberApi.getAiImageUsage()).used).toBe(30);
    await settled(
      memberApi,
      list.map((i) => i.id),
    );
  });

  it("refuses an account without an education plan with 70008 on every call", async () => {
    const creator = apiFor(t, await createTestUser(t));
    const id = painted[0]?.id ?? "";
    const calls = [
      () => creator.listAiImages({ query: {} }),
      () => creator.listWorkingAiImages(),
      () => creator.listAiImagesByIds({ query: { ids: [id] } }),
      () => creator.createAiImage({ body: { prompt: "a lake", style: STYLE } }),
      () => creator.deleteAiImages({ body: { ids: [id] } }),
      () =>
        creator.createSceneFromAiImage({
          params: { tourId: "00000000-0000-4000-8000-000000000000" },
          body: { aiImageId: id },
        }),
    ];
    const codes = [];
    for (const call of calls) codes.push(await refusalCode(call()));
    expect(codes).toEqual([70008, 70008, 70008, 70008, 70008, 70008]);
  });

  it("adds a complete image to a tour as a scene, tiled like an upload, titled by its prompt", async () => {
    const [, second] = painted;
    const { id: projectId } = await createProject(t, student);
    const { id: tourId } = await createTour(t, student, projectId);
    const scene = await api.createSceneFromAiImage({
      params: { tourId },
      body: { aiImageId: second?.id ?? "" },
    });
    expect([scene.title, scene.image.width, scene.image.height]).toEqual([
      "a harbour at dawn",
      1024,
      512,
    ]);
    const deadline = Date.now() + 60_000;
    let states: string[] = [];
    while (Date.now() < deadline) {
      states = (await api.getLayersStatus({ params: { id: tourId } })).map((s) => s.state);
      if (states.every((s) => s === "done" || s === "failed")) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(states).toEqual(["done"]);
    const tour = await api.getTour({ params: { id: tourId } });
    expect(tour.scenes.map((s) => [s.id, s.title, s.tiles === null])).toEqual([
      [scene.id, "a harbour at dawn", false],
    ]);
    // The image stays in the gallery, and the scene's bytes count in the tour owner's storage.
    expect((await api.listAiImagesByIds({ query: { ids: [second?.id ?? ""] } })).list).toHaveLength(
      1,
    );
    const ledger = await t.deps.db.kysely
      .selectFrom("stored_objects")
      .select("key")
      .where("tour_id", "=", tourId)
      .execute();
    expect(ledger.length).toBeGreaterThan(0);
  });

  it("refuses a scene from an image that is not complete, not the caller's, or into a tour the caller can't edit, writing nothing", async () => {
    const [, second] = painted;
    const { id: projectId } = await createProject(t, student);
    const { id: tourId } = await createTour(t, student, projectId);
    const other = await createTestUser(t, { planId: "edu-member" });
    const { id: otherProject } = await createProject(t, other);
    const { id: otherTour } = await createTour(t, other, otherProject);
    const [failed] = (
      await t.deps.db.kysely
        .insertInto("ai_images")
        .values({
          id: randomUUID(),
          user_id: student.id,
          status: "error",
          style: STYLE,
          prompt: "x",
          usage: 1,
          width: 1024,
        })
        .returning("id")
        .execute()
    ).map((r) => r.id);
    const scene = (tour: string, image: string, as = api) =>
      refusalCode(
        as.createSceneFromAiImage({ params: { tourId: tour }, body: { aiImageId: image } }),
      );
    expect(await scene(tourId, failed ?? "")).toBe(10409);
    expect(await scene(tourId, randomUUID())).toBe(10404);
    // Another's tour is not found, as everywhere: a stranger learns nothing of it.
    expect(await scene(otherTour, second?.id ?? "")).toBe(10404);
    expect(await scene(tourId, second?.id ?? "", apiFor(t, other))).toBe(10404);
    const scenes = await t.deps.db.kysely
      .selectFrom("scenes")
      .select("id")
      .where("tour_id", "in", [tourId, otherTour])
      .execute();
    expect(scenes).toEqual([]);
  });

  it("deletes images: another user's ids refuse the lot, and a deleted image's files go while its credit stays", async () => {
    const [first, second] = painted;
    const stranger = apiFor(t, await createTestUser(t, { planId: "edu-member" }));
    const refused = await refusalOf(stranger.deleteAiImages({ body: { ids: [first?.id ?? ""] } }));
    expect(refused.code).toBe(10404);
    expect((await fetchFile(first?.imageUrl ?? null)).status).toBe(200);
    const used = (await api.getAiImageUsage()).used;
    await api.deleteAiImages({ body: { ids: [first?.id ?? ""] } });
    expect((await fetchFile(first?.imageUrl ?? null)).status).toBe(404);
    expect((await fetchFile(first?.thumbnailUrl ?? null)).status).toBe(404);
    expect((await fetchFile(second?.imageUrl ?? null)).status).toBe(200);
    const ids = (await api.listAiImages({ query: { pageSize: 100 } })).list.map((i) => i.id);
    expect(ids).not.toContain(first?.id);
    expect(ids).toContain(second?.id);
    // Deleting is not a way around the month's credits.
    expect((await api.getAiImageUsage()).used).toBe(used);
    expect(await refusalCode(api.deleteAiImages({ body: { ids: [first?.id ?? ""] } }))).toBe(10404);
  });

  it("serves no file for a key no live image names", async () => {
    const [, second] = painted;
    const url = second?.imageUrl ?? "";
    expect((await fetchFile(url.replace(/-[0-9a-f]{16}\//, "-0000000000000000/"))).status).toBe(
      404,
    );
    expect((await fetchFile(url.replace("panorama.jpg", "source.jpg"))).status).toBe(404);
  });

  it("removes a leaving account's AI images with it, files and all", async () => {
    const leaver = await createTestUser(t, { planId: "edu-member" });
    const as = apiFor(t, leaver);
    const { list } = await as.createAiImage({ body: { prompt: "a farewell", style: STYLE } });
    const [image] = await settled(
      as,
      list.map((i) => i.id),
    );
    expect((await fetchFile(image?.imageUrl ?? null)).status).toBe(200);
    await as.leave({ body: { password: leaver.password } });
    expect((await fetchFile(image?.imageUrl ?? null)).status).toBe(404);
    expect(await t.deps.files.list(`ai/${leaver.id}/`)).toEqual([]);
    expect(await rowsOf(leaver)).toEqual([]);
  });

  it("after a crash mid-painting, the next server paints the images left behind, each once", async () => {
    // The server stops; it left one image processing (its job running) and one pending.
    await t.deps.jobs.close();
    const db = t.deps.db.kysely;
    const now = t.deps.clock();
    const left = ["processing", "pending"].map((status, variation) => ({
      id: randomUUID(),
      user_id: student.id,
      status,
      style: STYLE,
      prompt: "a meadow",
      usage: 1,
      width: 1024,
      variation,
      created_at: now,
    }));
    await db.insertInto("ai_images").values(left).execute();
    const jobs = jobRepository(db);
    for (const image of left)
      await jobs.add({
        id: `ai-${image.id}`,
        name: AI_IMAGE_JOB,
        data: { imageId: image.id },
        attempts: 1,
      });
    await jobs.claim(AI_IMAGE_JOB);
    expect((await api.listWorkingAiImages()).list.map((i) => i.status)).toEqual([
      "processing",
      "pending",
    ]);
    // The next server's queue on the same database (and Redis).
    const prefix = `orbis-test-${randomUUID()}`;
    const next =
      queue === "BullMQ"
        ? createBullQueue(redisUrl, { db, prefix, onFailure: () => {} })
        : createInProcessQueue(db, { onFailure: () => {} });
    registerGenerationJob({ ...t.deps, jobs: next }, new Map());
    try {
      await next.start();
      const done = await settled(
        api,
        left.map((i) => i.id),
      );
      expect(done.map((i) => i.status)).toEqual(["complete", "complete"]);
    } finally {
      await next.close();
      if (queue === "BullMQ") {
        const redis = new Redis(redisUrl);
        const keys = await redis.keys(`${prefix}:*`);
        if (keys.length > 0) await redis.del(...keys);
        await redis.quit();
      }
    }
    // None was painted twice: no job is left, and each finished once.
    expect(await db.selectFrom("jobs").select("id").where("id", "like", "ai-%").execute()).toEqual(
      [],
    );
  });
});
