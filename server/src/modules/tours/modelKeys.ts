import type { ModelFormat } from "@orbis/core/contract";
import { type ModelPath, parseModelPath, validationPathOf } from "@orbis/core/tours";

/*
 * Where a tour's model files live in the file store: `tours/{tourId}/models/{stem}.{glb|gltf}`,
 * the validation report beside each, and the `/cdn/` link a placement stores.
 */

/** A path relative to a tour's folder, as a file store key. */
export const tourKey = (tourId: string, path: string): string => `tours/${tourId}/${path}`;

/** The public link of a stored key. */
export const cdnUrl = (key: string): string => `/cdn/${key}`;

/** The content type a model file is stored and served with. */
export const modelContentType = (format: ModelFormat): string =>
  format === "glb" ? "model/gltf-binary" : "model/gltf+json";

/** The key of a model's validation report. */
export const validationKey = (tourId: string, model: ModelPath): string =>
  tourKey(tourId, validationPathOf(model));

/**
 * The files a placement's link stands for: the model and its validation report. Nothing for a
 * link outside the tour's own models folder, so a hand-edited row can never make a delete give
 * back (and remove) another tour's file.
 */
export const placementKeys = (tourId: string, url: string): string[] => {
  const prefix = cdnUrl(tourKey(tourId, ""));
  if (!url.startsWith(prefix)) return [];
  const model = parseModelPath(url.slice(prefix.length));
  if (model === null) return [];
  return [url.slice("/cdn/".length), validationKey(tourId, model)];
};
