import type { Migration } from "./migration";

/*
 * AI panoramas (docs/product/states.md "AI images"). One row per requested image, owned by its
 * requester; deleting the account deletes them. `status` moves as core's `AI_IMAGE_TRANSITIONS`
 * allow; `usage` is the credits it cost, counted in the month of `created_at` unless it was
 * aborted or failed. The picture and its thumbnail are files of the file store, named by
 * `image_key` and `thumbnail_key` once complete.
 */
export const aiImages: Migration = {
  name: "0012_ai_images",
  up: [
    `create table ai_images (
      id text primary key,
      user_id text not null references users(id) on delete cascade,
      status text not null,
      style text not null,
      prompt text not null,
      usage integer not null,
      width integer not null,
      image_key text,
      thumbnail_key text,
      error text,
      created_at timestamptz not null default now(),
      completed_at timestamptz
    )`,
    "create index ai_images_owner on ai_images (user_id, created_at)",
  ],
};
