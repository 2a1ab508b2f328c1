import type { Migration } from "./migration";

/*
 * Several AI images per request and deletion that keeps the month's count. `variation` tells the
 * images of one request apart (0 is the prompt's own picture; the seed of the others mixes it
 * in). A deleted image keeps its row with `deleted_at` set: lists no longer show it and its files
 * are gone, but the credit it cost still counts in its month, so deleting and asking again is not
 * a way around the quota. An image aborted or failed never counted.
 */
export const aiImageVariations: Migration = {
  name: "0013_ai_image_variations",
  up: [
    `alter table ai_images
      add column variation integer not null default 0,
      add column deleted_at timestamptz`,
  ],
};
