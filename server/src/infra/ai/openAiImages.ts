import { aiStylePrompt } from "@orbis/core/ai";
import { AppError, ErrorCode } from "@orbis/core/errors";
import { z } from "zod";
import { finishPanorama } from "./finishPanorama";
import { callModel, type ModelCallOptions, readAnswer } from "./modelCall";
import type { PanoramaGenerator } from "./panoramaGenerator";

/** An OpenAI-compatible images API: OpenAI itself, or any server that answers the same calls. */
export interface OpenAiImagesOptions extends Omit<ModelCallOptions, "label"> {
  /** The API's base address, up to and without `/v1` (`https://api.openai.com`). */
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly model: string;
  /** `WxH` as the model accepts it; the widest it offers comes closest to 2:1. */
  readonly size: string;
}

/** The answer of `POST /v1/images/generations`: each image as base64 or as a link. */
const generationsAnswer = z.object({
  data: z.array(z.object({ b64_json: z.string().optional(), url: z.string().optional() })).min(1),
});

const LABEL = "The OpenAI-compatible image model";

/**
 * Panoramas from an OpenAI-compatible images API (`POST /v1/images/generations`): one image
 * in the widest size the model draws, asked for as a seamless equirectangular panorama, then
 * finished to exactly 2:1 like every result. gpt-image models always answer base64; older ones
 * are asked for it, and an answer with a link is fetched.
 */
export const createOpenAiImagesGenerator = (options: OpenAiImagesOptions): PanoramaGenerator => {
  const call: ModelCallOptions = { ...options, label: LABEL };
  const base = options.baseUrl.replace(/\/+$/, "");
  return {
    kind: "model",
    async generate(request, signal) {
      const body = {
        model: options.model,
        prompt: aiStylePrompt(request.prompt, request.style),
        n: 1,
        size: options.size,
        ...(options.model.startsWith("gpt-image") ? {} : { response_format: "b64_json" }),
      };
      const text = await callModel(
        call,
        `${base}/v1/images/generations`,
        {
          method: "POST",
          headers: {
            authorization: `Bearer ${options.apiKey}`,
            "content-type": "application/json",
          },
          body: JSON.stringify(body),
        },
        signal,
      );
      const answer = readAnswer(LABEL, generationsAnswer, text);
      const [first] = answer.data;
      if (first?.b64_json !== undefined)
        return finishPanorama(Buffer.from(first.b64_json, "base64"), request.width);
      if (first?.url !== undefined) {
        const timeout = AbortSignal.timeout(options.timeoutMs);
        const image = await options.fetch(first.url, {
          signal: signal === undefined ? timeout : AbortSignal.any([signal, timeout]),
        });
        if (!image.ok)
          throw new AppError(ErrorCode.unavailable, {
            message: `${LABEL}'s image link answered ${image.status}`,
          });
        return finishPanorama(new Uint8Array(await image.arrayBuffer()), request.width);
      }
      throw new AppError(ErrorCode.unavailable, { message: `${LABEL} answered no image` });
    },
  };
};
