import { AI_STYLES, isFinal } from "@orbis/core/ai";
import type { AiImage } from "@orbis/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageModelConfigFromEnv, panoramaGeneratorFor } from "../../infra/ai/imageModelConfig";
import {
  type ImageModelTestServer,
  startImageModelTestServer,
} from "../../infra/ai/testing/imageModelTestServer";
import { apiFor, type TestApi } from "../../testing/apiClient";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { until } from "../../testing/until";
import { createTestUser } from "../../testing/users";

/*
 * The AI image calls with an image model: the server calls OpenAI's images API, here a local
 * server answering its documented shapes, so a generation can be held (a slow model) or answered
 * with something that is not a picture.
 */

const STYLE = AI_STYLES[0]?.id ?? "";

describe.each(testEngines)("AI images painted by an image model, on %s", (engine) => {
  let models: ImageModelTestServer;
  let t: TestApp;
  let api: TestApi;
  const statusOf = async (id: string): Promise<AiImage | undefined> =>
    (await api.listAiImages({ query: { pageSize: 100 } })).list.find((i) => i.id === id);
  const rowOf = (id: string) =>
    t.deps.db.kysely.selectFrom("ai_images").selectAll().where("id", "=", id).executeTakeFirst();

  beforeAll(async () => {
    models = await startImageModelTestServer();
    const env = {
      AI_IMAGE_API: "openai",
      AI_IMAGE_URL: models.url,
      AI_IMAGE_API_KEY: models.apiKey,
      AI_PANORAMA_WIDTH: "1024",
    };
    t = await startTestApp(engine, {
      env,
      deps: { panoramas: await panoramaGeneratorFor(imageModelConfigFromEnv(env)) },
    });
    api = apiFor(t, await createTestUser(t, { planId: "edu-instructor" }));
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await models.close();
  });

  it("says a model paints, and shows no sketch as a style's preview", async () => {
    expect((await api.getAiImageUsage()).generator).toBe("model");
    const styles = await api.listAiImageStyles();
    expect(styles.map((s) => s.thumbnailUrl)).toEqual(styles.map(() => null));
    expect((await t.call({ method: "GET", url: `/cdn/ai-styles/${STYLE}.jpg` })).statusCode).toBe(
      404,
    );
  });

  it("aborts a generation its owner deletes while the model paints, and gives the credit back", async () => {
    // The model takes a minute to answer.
    models.fail({ status: 500, body: { error: { message: "late" } }, delayMs: 60_000 });
    const asked = models.requests.length;
    const [image] = (await api.createAiImage({ body: { prompt: "a slow lake", style: STYLE } }))
      .list;
    const id = image?.id ?? "";
    await until("the model to be asked", async () =>
      models.requests.length > asked ? true : undefined,
    );
    expect((await api.listWorkingAiImages()).list.map((i) => [i.id, i.status])).toEqual([
      [id, "processing"],
    ]);
    expect((await api.getAiImageUsage()).used).toBe(1);
    const started = Date.now();
    await api.deleteAiImages({ body: { ids: [id] } });
    expect((await rowOf(id))?.status).toBe("abort");
    // The job ends at once instead of waiting for the model: its job row goes.
    await until("the job to end", async () =>
      (
        await t.deps.db.kysely
          .selectFrom("jobs")
          .select("id")
          .where("id", "=", `ai-${id}`)
          .execute()
      ).length === 0
        ? true
        : undefined,
    );
    expect(Date.now() - started).toBeLessThan(30_000);
    expect((await api.getAiImageUsage()).used).toBe(0);
    expect((await api.listWorkingAiImages()).list).toEqual([]);
    expect(await statusOf(id)).toBeUndefined();
  });

  it("fails an image the model answers with something that is not a picture, costing nothing", async () => {
    models.answerWithBase64(Buffer.from("not a picture").toString("base64"));
    try {
      const [image] = (await api.createAiImage({ body: { prompt: "a lake", style: STYLE } })).list;
      const failed = await until("the image to fail", async () => {
        const now = await statusOf(image?.id ?? "");
        return now !== undefined && isFinal(now.status) ? now : undefined;
      });
      expect([failed.status, failed.imageUrl]).toEqual(["error", null]);
      expect(failed.error).toMatch(/not an image/i);
      expect((await api.getAiImageUsage()).used).toBe(0);
    } finally {
      models.answerWithBase64(undefined);
    }
  });

  it("makes the model's picture a 2:1 panorama", async () => {
    const [image] = (await api.createAiImage({ body: { prompt: "a bay", style: STYLE } })).list;
    const done = await until("the image", async () => {
      const now = await statusOf(image?.id ?? "");
      return now !== undefined && isFinal(now.status) ? now : undefined;
    });
    expect(done.status).toBe("complete");
    const picture = await t.call({ method: "GET", url: done.imageUrl ?? "" });
    expect(picture.statusCode).toBe(200);
  });
});
