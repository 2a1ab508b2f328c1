/** How often the in-progress list is polled while pending images exist (docs/product/states.md, docs/product/limits.md). */
export const AI_POLL_INTERVAL_MS = 5000;

/** Message key of the AI snackbar's "AI image generation is complete". */
export const AI_COMPLETE_MESSAGE_KEY = "ai:snackbar.complete";

/** Message key of the hint pointing to Create > AI image generation and selection. */
export const AI_COMPLETE_LOCATION_MESSAGE_KEY = "ai:snackbar.location";

/** Message key of the generic "An error occurred" shown when polling fails. */
export const AI_POLL_ERROR_MESSAGE_KEY = "ai:errors.generic";

/** The month's credits one AI image costs, whatever paints it. */
export const AI_CREDITS_PER_IMAGE = 1;
