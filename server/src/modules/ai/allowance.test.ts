import { randomUUID } from "node:crypto";
import { AI_STYLES, aiUsagePeriod } from "@orbis/core/ai";
import { type AiImageStatus, type Routes, routes, routeUrlPath } from "@orbis/core/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor } from "../../testing/apiClient";
import { refusalCode, refusalOf } from "../../testing/refusal";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, signInAs, type TestUser } from "../../testing/users";

describe.each(testEngines)("AI image styles and credits on %s", (engine) => {
  let t: TestApp;
  let student: TestUser;
  let instructor: TestUser;
  let creator: TestUser;
  beforeAll(async () => {
    t = await startTestApp(engine);
    [student, instructor, creator] = await Promise.all([
      createTestUser(t, { planId: "edu-member" }),
      createTestUser(t, { planId: "edu-instructor" }),
      createTestUser(t),
    ]);
  });
  afterAll(() => t.close());

  /** An image row as the generator leaves it, requested `daysAgo` before the server's now. */
  const image = (owner: TestUser, status: AiImageStatus, daysAgo = 0, usage = 1) =>
    t.deps.db.kysely
      .insertInto("ai_images")
      .values({
        id: randomUUID(),
        user_id: owner.id,
        status,
        style: "daylight",
        prompt: "a lake",
        usage,
        width: 4096,
        created_at: new Date(t.deps.clock().getTime() - daysAgo * 86_400_000),
      })
      .execute();

  it("lists the styles the generator paints in, by id and name, each with a painted preview", async () => {
    const styles = await apiFor(t, student).listAiImageStyles();
    expect(styles).toEqual(
      AI_STYLES.map((s) => ({
        id: s.id,
        name: s.name,
        thumbnailUrl: `/cdn/ai-styles/${s.id}.jpg`,
      })),
    );
    const pictures = [];
    for (const style of styles.slice(0, 2)) {
      const answer = await t.call({ method: "GET", url: style.thumbnailUrl ?? "" });
      expect([answer.statusCode, answer.headers["content-type"]]).toEqual([200, "image/jpeg"]);
      const { width, height } = await sharp(answer.rawPayload).metadata();
      expect([width, height]).toEqual([512, 256]);
      pictures.push(answer.rawPayload);
    }
    expect(pictures[0]?.equals(pictures[1] as Buffer)).toBe(false);
    expect(
      (await t.call({ method: "GET", url: "/cdn/ai-styles/watercolour.jpg" })).statusCode,
    ).toBe(404);
  });

  it("gives each education plan its month's credits, until the first of the next month in UTC", async () => {
    const periodEnd = aiUsagePeriod(t.deps.clock()).end.toISOString();
    expect(await apiFor(t, student).getAiImageUsage()).toEqual({
      used: 0,
      limit: 30,
      periodEnd,
      generator: "sketch",
    });
    expect(await apiFor(t, instructor).getAiImageUsage()).toEqual({
      used: 0,
      limit: 300,
      periodEnd,
      generator: "sketch",
    });
  });

  it("counts the credits of this month's images, not those aborted, failed or of an earlier month", async () => {
    const owner = await createTestUser(t, { planId: "edu-member" });
    await Promise.all([
      image(owner, "complete", 0, 2),
      image(owner, "pending"),
      image(owner, "processing"),
      image(owner, "abort"),
      image(owner, "error"),
      // 40 days ago is always an earlier calendar month.
      image(owner, "complete", 40),
      image(student, "complete"),
    ]);
    expect((await apiFor(t, owner).getAiImageUsage()).used).toBe(4);
    // The first of the next month (signed in again: the session's token has aged): every credit
    // is back.
    t.advance(aiUsagePeriod(t.deps.clock()).end.getTime() - t.deps.clock().getTime());
    try {
      const later = await signInAs(t, owner.id);
      expect((await apiFor(t, later.accessToken).getAiImageUsage()).used).toBe(0);
    } finally {
      t.advance(-(t.deps.clock().getTime() - Date.now()));
    }
  });

  it("refuses an account whose plan has no AI images with 70008, on both calls", async () => {
    const refusal = await refusalOf(apiFor(t, creator).getAiImageUsage());
    expect([refusal.code, refusal.message]).toEqual([
      70008,
      "AI images come with an education plan",
    ]);
    expect(await refusalCode(apiFor(t, creator).listAiImageStyles())).toBe(70008);
  });

  it("documents all eight AI image calls in /api/docs", async () => {
    const doc = (await t.call({ method: "GET", url: "/api/docs/json" })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const calls = [
      "listAiImageStyles",
      "getAiImageUsage",
      "listAiImages",
      "listWorkingAiImages",
      "listAiImagesByIds",
      "createAiImage",
      "deleteAiImages",
      "createSceneFromAiImage",
    ] as const satisfies readonly (keyof Routes)[];
    const missing = calls.filter((name) => {
      const route = routes[name];
      return doc.paths[routeUrlPath(route)]?.[route.method.toLowerCase()] === undefined;
    });
    expect(missing).toEqual([]);
  });

  it("asks who is calling", async () => {
    expect(await refusalCode(apiFor(t).getAiImageUsage())).toBe(10401);
  });
});
