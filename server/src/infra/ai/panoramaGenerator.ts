import type { AiStyle } from "@orbis/core/ai";

/** One picture to make. */
export interface GenerationRequest {
  /** The user's words, as typed. */
  readonly prompt: string;
  readonly style: AiStyle;
  /** From `promptSeed(prompt, style.id)`: the sketch generator paints the same picture for it. */
  readonly seed: number;
  /** The panorama's width in pixels; its height is half of it. */
  readonly width: number;
}

/**
 * Makes AI panoramas (docs/architecture.md#parts-that-must-be-real): the embedded sketch
 * generator by default, an image model over HTTP when one is configured. Whatever makes the
 * picture, the answer is finished the same way (`finishPanorama.ts`): exactly 2:1, its seam
 * blended, its poles smoothed, as a JPEG.
 */
export interface PanoramaGenerator {
  /**
   * `sketch` for the embedded procedural painter, which no one should mistake for a model (the
   * console says which one is configured); `model` for an image model.
   */
  readonly kind: "sketch" | "model";
  /** The finished panorama as JPEG bytes; `signal` aborts a generation that is no longer wanted. */
  generate(request: GenerationRequest, signal?: AbortSignal): Promise<Buffer>;
}
