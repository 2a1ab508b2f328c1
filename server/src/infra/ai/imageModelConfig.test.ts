import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config";
import { imageModelConfigFromEnv, panoramaGeneratorFor } from "./imageModelConfig";
import {
  type ImageModelTestServer,
  startImageModelTestServer,
} from "./testing/imageModelTestServer";

describe("imageModelConfigFromEnv", () => {
  it("paints sketches when no model is named", () => {
    expect(imageModelConfigFromEnv({})).toEqual({ api: "sketch", panoramaWidth: 4096 });
    expect(imageModelConfigFromEnv({ AI_IMAGE_API: " " })).toEqual({
      api: "sketch",
      panoramaWidth: 4096,
    });
  });

  it("makes every panorama as wide as AI_PANORAMA_WIDTH says, whatever paints it", () => {
    expect(imageModelConfigFromEnv({ AI_PANORAMA_WIDTH: "2048" }).panoramaWidth).toBe(2048);
    expect(
      imageModelConfigFromEnv({
        AI_IMAGE_API: "sd-webui",
        AI_IMAGE_URL: "http://127.0.0.1:7860",
        AI_PANORAMA_WIDTH: "8192",
      }).panoramaWidth,
    ).toBe(8192);
  });

  it("reads an OpenAI-compatible API, with the model's widest size by default", () => {
    expect(imageModelConfigFromEnv({ AI_IMAGE_API: "openai", AI_IMAGE_API_KEY: "sk-1" })).toEqual({
      api: "openai",
      baseUrl: "https://api.openai.com",
      apiKey: "sk-1",
      model: "gpt-image-1",
      size: "1536x1024",
      timeoutMs: 180_000,
      panoramaWidth: 4096,
    });
    expect(
      imageModelConfigFromEnv({
        AI_IMAGE_API: "openai",
        AI_IMAGE_API_KEY: "sk-1",
        AI_IMAGE_MODEL: "dall-e-3",
        AI_IMAGE_URL: "http://10.0.0.5:8000",
        AI_IMAGE_TIMEOUT_MS: "60000",
      }),
    ).toMatchObject({ size: "1792x1024", baseUrl: "http://10.0.0.5:8000", timeoutMs: 60_000 });
  });

  it("reads a Stable Diffusion web UI", () => {
    expect(
      imageModelConfigFromEnv({
        AI_IMAGE_API: "sd-webui",
        AI_IMAGE_URL: "http://127.0.0.1:7860",
        AI_IMAGE_API_KEY: "me:secret",
        AI_IMAGE_WIDTH: "2048",
      }),
    ).toEqual({
      api: "sd-webui",
      baseUrl: "http://127.0.0.1:7860",
      auth: "me:secret",
      width: 2048,
      timeoutMs: 180_000,
      panoramaWidth: 4096,
    });
  });

  it.each([
    [{ AI_IMAGE_API: "dall-e" }, "AI_IMAGE_API"],
    [{ AI_IMAGE_API: "openai" }, "AI_IMAGE_API_KEY: AI_IMAGE_API=openai needs AI_IMAGE_API_KEY"],
    [{ AI_IMAGE_API: "sd-webui" }, "AI_IMAGE_URL: AI_IMAGE_API=sd-webui needs AI_IMAGE_URL"],
    [{ AI_IMAGE_URL: "ftp://models" }, "AI_IMAGE_URL"],
    [{ AI_IMAGE_SIZE: "wide" }, "AI_IMAGE_SIZE: a size such as 1536x1024"],
    [{ AI_IMAGE_TIMEOUT_MS: "-5" }, "AI_IMAGE_TIMEOUT_MS: AI_IMAGE_TIMEOUT_MS is above 0"],
    [{ AI_IMAGE_WIDTH: "1.5" }, "AI_IMAGE_WIDTH: AI_IMAGE_WIDTH is a whole number"],
    [{ AI_IMAGE_TIMEOUT_MS: "soon" }, "AI_IMAGE_TIMEOUT_MS: AI_IMAGE_TIMEOUT_MS is a number"],
    [{ AI_PANORAMA_WIDTH: "512" }, "AI_PANORAMA_WIDTH: AI_PANORAMA_WIDTH is at least 1024"],
    [{ AI_PANORAMA_WIDTH: "16384" }, "AI_PANORAMA_WIDTH: AI_PANORAMA_WIDTH is at most 8192"],
    [{ AI_PANORAMA_WIDTH: "2049" }, "AI_PANORAMA_WIDTH: AI_PANORAMA_WIDTH is an even number"],
  ])("names the variable that is wrong in %j", (env, named) => {
    expect(() => imageModelConfigFromEnv(env)).toThrow(named);
  });

  it("is read with the rest of the configuration, which a wrong variable stops", () => {
    expect(loadConfig({}).aiImages).toEqual({ api: "sketch", panoramaWidth: 4096 });
    expect(() => loadConfig({ AI_IMAGE_API: "openai" })).toThrow(ConfigError);
    expect(() => loadConfig({ AI_IMAGE_API: "openai" })).toThrow(/AI_IMAGE_API_KEY/);
  });
});

describe("panoramaGeneratorFor", () => {
  let models: ImageModelTestServer;
  beforeAll(async () => {
    models = await startImageModelTestServer();
  });
  afterAll(() => models.close());

  it("gives the sketch generator by default and a model's adapter when one is configured", async () => {
    expect((await panoramaGeneratorFor({ api: "sketch", panoramaWidth: 1024 })).kind).toBe(
      "sketch",
    );
    const openAi = await panoramaGeneratorFor(
      imageModelConfigFromEnv({
        AI_IMAGE_API: "openai",
        AI_IMAGE_URL: models.url,
        AI_IMAGE_API_KEY: models.apiKey,
      }),
    );
    const webUi = await panoramaGeneratorFor(
      imageModelConfigFromEnv({ AI_IMAGE_API: "sd-webui", AI_IMAGE_URL: models.url }),
    );
    expect([openAi.kind, webUi.kind]).toEqual(["model", "model"]);
    const { findAiStyle } = await import("@orbis/core/ai");
    const style = findAiStyle("daylight");
    if (style === undefined) throw new Error("no daylight style");
    for (const generator of [openAi, webUi])
      await generator.generate({ prompt: "a bay", style, seed: 7, width: 1024 });
    expect(models.requests.map((r) => r.path)).toEqual([
      "/v1/images/generations",
      "/sdapi/v1/txt2img",
    ]);
  });
});
