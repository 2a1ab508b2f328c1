import { z } from "zod";
import type { PanoramaGenerator } from "./panoramaGenerator";

/*
 * The AI panorama part of the configuration. With no AI_IMAGE_API the embedded sketch generator
 * paints; `openai` calls an OpenAI-compatible images API, `sd-webui` a Stable Diffusion web UI.
 */

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()));

const positive = (what: string) =>
  optionalText.pipe(
    z
      .string()
      .regex(/^-?\d+(\.\d+)?$/, `${what} is a number`)
      .transform(Number)
      .pipe(z.number().int(`${what} is a whole number`).positive(`${what} is above 0`))
      .optional(),
  );

const envSchema = z
  .object({
    /** Which image model: `openai` or `sd-webui`; the sketch generator when unset. */
    AI_IMAGE_API: optionalText.pipe(z.enum(["openai", "sd-webui"]).optional()),
    /** The model's address: OpenAI's by default, the web UI's (`http://127.0.0.1:7860`). */
    AI_IMAGE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    /** OpenAI's API key; the web UI's `user:password` when it runs with `--api-auth`. */
    AI_IMAGE_API_KEY: optionalText,
    /** OpenAI's model (`gpt-image-1` by default). */
    AI_IMAGE_MODEL: optionalText,
    /** OpenAI's size, `WxH` as the model offers (its widest by default). */
    AI_IMAGE_SIZE: optionalText.pipe(
      z
        .string()
        .regex(/^\d+x\d+$/, "a size such as 1536x1024")
        .optional(),
    ),
    /** The width the web UI paints at (1024 by default); the height is half. */
    AI_IMAGE_WIDTH: positive("AI_IMAGE_WIDTH"),
    /**
     * The width of every finished panorama (4096 by default; the height is half): a model's
     * picture is scaled to it, the sketch generator paints at it.
     */
    AI_PANORAMA_WIDTH: positive("AI_PANORAMA_WIDTH").pipe(
      z
        .number()
        .min(1024, "AI_PANORAMA_WIDTH is at least 1024, the smallest panorama a scene takes")
        .max(8192, "AI_PANORAMA_WIDTH is at most 8192")
        .refine((w) => w % 2 === 0, "AI_PANORAMA_WIDTH is an even number")
        .optional(),
    ),
    /** How long one call may take, in milliseconds (3 minutes by default). */
    AI_IMAGE_TIMEOUT_MS: positive("AI_IMAGE_TIMEOUT_MS"),
  })
  .refine((env) => env.AI_IMAGE_API !== "openai" || env.AI_IMAGE_API_KEY !== undefined, {
    message: "AI_IMAGE_API=openai needs AI_IMAGE_API_KEY",
    path: ["AI_IMAGE_API_KEY"],
  })
  .refine((env) => env.AI_IMAGE_API !== "sd-webui" || env.AI_IMAGE_URL !== undefined, {
    message: "AI_IMAGE_API=sd-webui needs AI_IMAGE_URL, the web UI's address",
    path: ["AI_IMAGE_URL"],
  });

/** Which generator makes AI panoramas, how its model is reached, and how wide they are. */
export type ImageModelConfig = ImageModelReach & {
  /** The width of every finished panorama; the height is half. */
  readonly panoramaWidth: number;
};

/** Which generator makes AI panoramas and how its model is reached. */
export type ImageModelReach =
  | { readonly api: "sketch" }
  | {
      readonly api: "openai";
      readonly baseUrl: string;
      readonly apiKey: string;
      readonly model: string;
      readonly size: string;
      readonly timeoutMs: number;
    }
  | {
      readonly api: "sd-webui";
      readonly baseUrl: string;
      readonly auth?: string;
      readonly width: number;
      readonly timeoutMs: number;
    };

const DEFAULT_TIMEOUT_MS = 180_000;
const DEFAULT_PANORAMA_WIDTH = 4096;

/** The AI panorama configuration of `env`; throws naming the variable when one is malformed. */
export const imageModelConfigFromEnv = (
  env: Readonly<Record<string, string | undefined>>,
): ImageModelConfig => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid AI image configuration: ${problems.join("; ")}`);
  }
  const e = parsed.data;
  return { ...reachOf(e), panoramaWidth: e.AI_PANORAMA_WIDTH ?? DEFAULT_PANORAMA_WIDTH };
};

const reachOf = (e: z.infer<typeof envSchema>): ImageModelReach => {
  const timeoutMs = e.AI_IMAGE_TIMEOUT_MS ?? DEFAULT_TIMEOUT_MS;
  if (e.AI_IMAGE_API === "openai") {
    const model = e.AI_IMAGE_MODEL ?? "gpt-image-1";
    return {
      api: "openai",
      baseUrl: e.AI_IMAGE_URL ?? "https://api.openai.com",
      apiKey: e.AI_IMAGE_API_KEY as string,
      model,
      size: e.AI_IMAGE_SIZE ?? (model.startsWith("gpt-image") ? "1536x1024" : "1792x1024"),
      timeoutMs,
    };
  }
  if (e.AI_IMAGE_API === "sd-webui")
    return {
      api: "sd-webui",
      baseUrl: e.AI_IMAGE_URL as string,
      ...(e.AI_IMAGE_API_KEY === undefined ? {} : { auth: e.AI_IMAGE_API_KEY }),
      width: e.AI_IMAGE_WIDTH ?? 1024,
      timeoutMs,
    };
  return { api: "sketch" };
};

/** How often a model call is tried, and the first wait between tries. */
const MANNERS = { attempts: 3, retryDelayMs: 2_000 } as const;

/** The generator a configuration names; a model's adapter is loaded only when it is configured. */
export const panoramaGeneratorFor = async (
  config: ImageModelConfig,
  fetch: typeof globalThis.fetch = globalThis.fetch,
): Promise<PanoramaGenerator> => {
  if (config.api === "openai") {
    const { createOpenAiImagesGenerator } = await import("./openAiImages");
    return createOpenAiImagesGenerator({ ...config, ...MANNERS, fetch });
  }
  if (config.api === "sd-webui") {
    const { createSdWebUiGenerator } = await import("./sdWebUi");
    return createSdWebUiGenerator({ ...config, ...MANNERS, steps: 30, fetch });
  }
  const { createSketchGenerator } = await import("./sketchGenerator");
  return createSketchGenerator();
};
