import type { AiImageStatus } from "../contract/enums";
import { AI_IMAGE_STATUSES } from "./status";

/**
 * Where an AI image may go from each status (docs/product/states.md "AI images"). A job is
 * `pending` until a worker takes it (`dispatched`), `processing` while the model paints, then
 * `complete`, `error` or `abort` (its owner deleted it while it ran). A server that stops or dies
 * with images dispatched or processing hands them back to `pending`, and they run again: an
 * image is never lost and never made twice, since a complete one never moves.
 */
export const AI_IMAGE_TRANSITIONS: Readonly<Record<AiImageStatus, readonly AiImageStatus[]>> = {
  pending: ["dispatched", "abort", "error"],
  dispatched: ["processing", "pending", "abort", "error"],
  processing: ["complete", "pending", "abort", "error"],
  complete: [],
  abort: [],
  error: [],
};

/** True when an image in `from` may move to `to`. */
export const canMoveAiImage = (from: AiImageStatus, to: AiImageStatus): boolean =>
  AI_IMAGE_TRANSITIONS[from].includes(to);

/**
 * The status a starting server gives an image it finds: in-progress ones go back to `pending`
 * to run again, final ones stay as they are.
 */
export const statusAfterRestart = (status: AiImageStatus): AiImageStatus =>
  status === "dispatched" || status === "processing" ? "pending" : status;

/**
 * True when an image's credits count in its owner's usage: from the request on, and for good
 * once complete. An aborted image gives its credits back, and so does one that failed: its owner
 * received nothing.
 */
export const countsInAiUsage = (status: AiImageStatus): boolean =>
  status !== "abort" && status !== "error";

/** The statuses whose images count in their owner's usage (see {@link countsInAiUsage}). */
export const AI_USAGE_STATUSES: readonly AiImageStatus[] =
  AI_IMAGE_STATUSES.filter(countsInAiUsage);
