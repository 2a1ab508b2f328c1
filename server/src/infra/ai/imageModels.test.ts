import { findAiStyle, promptSeed } from "@orbis/core/ai";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createOpenAiImagesGenerator } from "./openAiImages";
import type { GenerationRequest } from "./panoramaGenerator";
import { createSdWebUiGenerator } from "./sdWebUi";
import {
  type ImageModelTestServer,
  startImageModelTestServer,
} from "./testing/imageModelTestServer";
import { decodeRgb, seamGap } from "./testing/panoramaPixels";

let models: ImageModelTestServer;
beforeAll(async () => {
  models = await startImageModelTestServer();
});
afterAll(() => models.close());
beforeEach(() => {
  models.requests.length = 0;
  models.answerWithLinks(false);
  models.answerWithBase64(undefined);
});

const sunset = findAiStyle("sunset");
if (sunset === undefined) throw new Error("no sunset style");
const request = (prompt = "a harbour at dusk"): GenerationRequest => ({
  prompt,
  style: sunset,
  seed: promptSeed(prompt, sunset.id),
  width: 1024,
});
const manners = { fetch: globalThis.fetch, timeoutMs: 5_000, attempts: 3, retryDelayMs: 5 };
const openAi = (over: Partial<Parameters<typeof createOpenAiImagesGenerator>[0]> = {}) =>
  createOpenAiImagesGenerator({
    ...manners,
    baseUrl: `${models.url}/`,
    apiKey: models.apiKey,
    model: "dall-e-3",
    size: "1792x1024",
    ...over,
  });

/** The finished panorama: 2:1 at the asked width, the test model's hard seam blended away. */
const expectFinished = async (jpeg: Buffer) => {
  const image = await decodeRgb(jpeg);
  expect([image.width, image.height]).toEqual([1024, 512]);
  expect(seamGap(image).worst).toBeLessThan(12);
};

describe("the OpenAI-compatible images adapter", () => {
  it("asks for one seamless panorama in the style, with its key, and finishes the answer", async () => {
    const generator = openAi();
    expect(generator.kind).toBe("model");
    await expectFinished(await generator.generate(request()));
    expect(models.requests).toHaveLength(1);
    const [sent] = models.requests;
    expect(sent?.path).toBe("/v1/images/generations");
    expect(sent?.headers.authorization).toBe(`Bearer ${models.apiKey}`);
    expect(sent?.body).toEqual({
      model: "dall-e-3",
      prompt:
        "a harbour at dusk, sunset style, 360-degree equirectangular panorama, seamless left and right edges",
      n: 1,
      size: "1792x1024",
      response_format: "b64_json",
    });
  });

  it("does not send response_format to gpt-image models, and fetches an image given as a link", async () => {
    models.answerWithLinks(true);
    await expectFinished(
      await openAi({ model: "gpt-image-1", size: "1536x1024" }).generate(request()),
    );
    expect(models.requests[0]?.body).not.toHaveProperty("response_format");
  });

  it("tries again after 429 and 5xx, waiting as Retry-After says, and succeeds", async () => {
    models.fail({
      status: 429,
      body: { error: { message: "Rate limit reached", code: "rate_limit_exceeded" } },
      headers: { "retry-after": "0" },
    });
    models.fail({ status: 503, body: { error: { message: "The server is overloaded" } } });
    await expectFinished(await openAi().generate(request()));
    expect(models.requests).toHaveLength(3);
  });

  it("gives up after its attempts with the model's own reason", async () => {
    models.fail({ status: 500, body: { error: { message: "The server had an error" } }, times: 3 });
    await expect(openAi().generate(request())).rejects.toMatchObject({
      code: 10503,
      message: "The OpenAI-compatible image model failed (500): The server had an error",
    });
    expect(models.requests).toHaveLength(3);
  });

  it("refuses at once, without the key in the message, when the key is wrong", async () => {
    const refusal = openAi({ apiKey: "sk-wrong-secret" }).generate(request());
    await expect(refusal).rejects.toMatchObject({ code: 10503 });
    const message = await refusal.catch((e: Error) => e.message);
    expect(message).toContain("refused this server's credentials (401)");
    expect(message).not.toContain("sk-wrong-secret");
    expect(models.requests).toHaveLength(1);
  });

  it("says a prompt was refused by the model's safety system, as the user's to change", async () => {
    await expect(openAi().generate(request("a forbidden picture"))).rejects.toMatchObject({
      code: 10400,
      message:
        "The OpenAI-compatible image model refused the prompt: Your request was rejected as a result of our safety system.",
    });
    expect(models.requests).toHaveLength(1);
  });

  it("names a size the model does not draw", async () => {
    await expect(openAi({ size: "2048x1024" }).generate(request())).rejects.toMatchObject({
      code: 10400,
      message: expect.stringContaining("refused the request: Invalid value: '2048x1024'"),
    });
  });

  it("stops waiting after its timeout, on every attempt", async () => {
    models.fail({ status: 200, body: {}, delayMs: 400, times: 2 });
    await expect(openAi({ timeoutMs: 100, attempts: 2 }).generate(request())).rejects.toMatchObject(
      {
        code: 10503,
        message: "The OpenAI-compatible image model did not answer within 100 ms",
      },
    );
    expect(models.requests).toHaveLength(2);
  });

  it("stops at once when the generation is no longer wanted", async () => {
    models.fail({ status: 200, body: {}, delayMs: 300 });
    const controller = new AbortController();
    const made = openAi().generate(request(), controller.signal);
    setTimeout(() => controller.abort(new Error("deleted by its owner")), 50);
    await expect(made).rejects.toThrow("deleted by its owner");
    expect(models.requests).toHaveLength(1);
  });

  it("refuses an answer that is not an image", async () => {
    models.answerWithBase64(Buffer.from("not a picture at all").toString("base64"));
    await expect(openAi().generate(request())).rejects.toMatchObject({ code: 10415 });
    models.answerWithBase64(undefined);
    models.fail({ status: 200, body: { data: [] } });
    await expect(openAi().generate(request())).rejects.toMatchObject({
      code: 10503,
      message: "The OpenAI-compatible image model answered something that is not an image list",
    });
  });
});

describe("the Stable Diffusion web UI adapter", () => {
  const webUi = (over: Partial<Parameters<typeof createSdWebUiGenerator>[0]> = {}) =>
    createSdWebUiGenerator({ ...manners, baseUrl: models.url, width: 1024, steps: 20, ...over });

  it("paints at 2:1 with the request's seed and finishes the answer", async () => {
    await expectFinished(await webUi({ auth: models.webUiAuth }).generate(request()));
    const [sent] = models.requests;
    expect(sent?.path).toBe("/sdapi/v1/txt2img");
    expect(sent?.headers.authorization).toBe(
      `Basic ${Buffer.from(models.webUiAuth).toString("base64")}`,
    );
    expect(sent?.body).toMatchObject({
      prompt:
        "a harbour at dusk, sunset style, 360-degree equirectangular panorama, seamless left and right edges",
      width: 1024,
      height: 512,
      steps: 20,
      seed: request().seed & 0x7fffffff,
    });
  });

  it("names the field the web UI refuses", async () => {
    models.fail({
      status: 422,
      body: {
        detail: [
          {
            loc: ["body", "steps"],
            msg: "value is not a valid integer",
            type: "type_error.integer",
          },
        ],
      },
    });
    await expect(webUi().generate(request())).rejects.toMatchObject({
      code: 10400,
      message:
        "The Stable Diffusion web UI refused the request: body.steps: value is not a valid integer",
    });
  });

  it("tries again when the GPU runs out of memory, then says so", async () => {
    models.fail({
      status: 500,
      body: { error: "OutOfMemoryError", detail: "", body: "", errors: "CUDA out of memory." },
      times: 3,
    });
    await expect(webUi().generate(request())).rejects.toMatchObject({
      code: 10503,
      message: "The Stable Diffusion web UI failed (500): OutOfMemoryError: CUDA out of memory.",
    });
    expect(models.requests).toHaveLength(3);
  });

  it("says when it cannot be reached", async () => {
    await expect(
      webUi({ baseUrl: "http://127.0.0.1:9", attempts: 2 }).generate(request()),
    ).rejects.toMatchObject({
      code: 10503,
      message: "The Stable Diffusion web UI could not be reached",
    });
  });
});
