import { type AiImageStatus, aiImageStatusSchema } from "../contract/enums";

/** Every AI image status, in lifecycle order (docs/product/entities.md). */
export const AI_IMAGE_STATUSES: readonly AiImageStatus[] = aiImageStatusSchema.options;

/** Statuses of an image still being made: it stays in the pending list. */
export const AI_IN_PROGRESS_STATUSES: readonly AiImageStatus[] = [
  "pending",
  "dispatched",
  "processing",
];

/** Statuses an image never leaves. Only `complete` has a picture. */
export const AI_FINAL_STATUSES: readonly AiImageStatus[] = ["complete", "abort", "error"];

/** True when `value` is an AI image status. */
export const isAiImageStatus = (value: unknown): value is AiImageStatus =>
  aiImageStatusSchema.safeParse(value).success;

/** True for complete, abort and error. */
export const isFinal = (status: AiImageStatus): boolean => AI_FINAL_STATUSES.includes(status);

/** True for pending, dispatched and processing. */
export const isInProgress = (status: AiImageStatus): boolean =>
  AI_IN_PROGRESS_STATUSES.includes(status);

/** The `ai` namespace key of a status label, e.g. `ai:status.processing`. */
export const aiStatusMessageKey = (status: AiImageStatus): string => `ai:status.${status}`;
