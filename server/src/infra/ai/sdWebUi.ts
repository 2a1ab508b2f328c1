import { aiStylePrompt } from "@orbis/core/ai";
import { z } from "zod";
import { finishPanorama } from "./finishPanorama";
import { callModel, type ModelCallOptions, readAnswer } from "./modelCall";
import type { PanoramaGenerator } from "./panoramaGenerator";

/** A Stable Diffusion web UI (AUTOMATIC1111's API, `--api`), or a server answering the same. */
export interface SdWebUiOptions extends Omit<ModelCallOptions, "label"> {
  /** Its address (`http://127.0.0.1:7860`). */
  readonly baseUrl: string;
  /** `user:password` when the web UI runs with `--api-auth`. */
  readonly auth?: string;
  /** The width it paints at; the height is half of it (both multiples of 8). */
  readonly width: number;
  readonly steps: number;
}

/** The answer of `POST /sdapi/v1/txt2img`: base64 PNGs. */
const txt2imgAnswer = z.object({ images: z.array(z.string()).min(1) });

const LABEL = "The Stable Diffusion web UI";

/**
 * Panoramas from a Stable Diffusion web UI's `txt2img`: painted at 2:1 with the request's seed
 * (the same prompt and style give the same picture on the same model), the style as words of
 * the prompt, things that break a panorama as negative words; then finished like every result.
 */
export const createSdWebUiGenerator = (options: SdWebUiOptions): PanoramaGenerator => {
  const call: ModelCallOptions = { ...options, label: LABEL };
  const base = options.baseUrl.replace(/\/+$/, "");
  const width = Math.max(64, Math.round(options.width / 8) * 8);
  const height = Math.max(64, Math.round(width / 16) * 8);
  return {
    kind: "model",
    async generate(request, signal) {
      const body = {
        prompt: aiStylePrompt(request.prompt, request.style),
        negative_prompt: "frame, border, seam, text, watermark, signature",
        width,
        height,
        steps: options.steps,
        // The web UI's seed is a signed 32-bit number; -1 would mean "random".
        seed: request.seed & 0x7fffffff,
        batch_size: 1,
        n_iter: 1,
      };
      const headers: Record<string, string> = { "content-type": "application/json" };
      if (options.auth !== undefined)
        headers.authorization = `Basic ${Buffer.from(options.auth).toString("base64")}`;
      const text = await callModel(
        call,
        `${base}/sdapi/v1/txt2img`,
        { method: "POST", headers, body: JSON.stringify(body) },
        signal,
      );
      const answer = readAnswer(LABEL, txt2imgAnswer, text);
      // Some versions send a data URL, most the bare base64.
      const image = (answer.images[0] ?? "").replace(/^data:image\/\w+;base64,/, "");
      return finishPanorama(Buffer.from(image, "base64"), request.width);
    },
  };
};
