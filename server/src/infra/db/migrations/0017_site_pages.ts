import type { Migration } from "./migration";

/*
 * Site pages (docs/architecture.md#site-pages): the public page around a published tour, one
 * document per tour, checked by core's `sitePageSchema` before it is written; a tour without a
 * row shows the default page made from its title. `site_images` are the pictures uploaded for a
 * tour's page (their bytes are in the storage ledger under the tour, so deleting the tour frees
 * them). `featured_tours` holds the tours their owners put on this server's landing page; the
 * embed list reads it with the tours still online.
 */
export const sitePages: Migration = {
  name: "0017_site_pages",
  up: [
    `create table site_pages (
      tour_id text primary key references tours(id) on delete cascade,
      document jsonb not null,
      updated_by text not null,
      updated_at timestamptz not null
    )`,
    `create table site_images (
      id text primary key,
      tour_id text not null references tours(id) on delete cascade,
      file_key text not null,
      width integer not null,
      height integer not null,
      created_at timestamptz not null
    )`,
    "create index site_images_tour on site_images (tour_id, created_at)",
    `create table featured_tours (
      tour_id text primary key references tours(id) on delete cascade,
      featured_at timestamptz not null
    )`,
  ],
};
