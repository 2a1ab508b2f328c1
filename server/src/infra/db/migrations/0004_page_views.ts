import type { Migration } from "./migration";

/**
 * The console's page views (docs/product/screens.md: one after each navigation). One row per view, so counts
 * per page, language or day are plain queries. No address is stored, and only the referrer's
 * host: the rest of a referrer may carry another site's tokens.
 */
export const pageViews: Migration = {
  name: "0004_page_views",
  up: [
    `create table page_views (
      id bigint generated always as identity primary key,
      path text not null,
      title text,
      language text not null,
      user_id text references users(id) on delete set null,
      referrer_host text,
      created_at timestamptz not null default now()
    )`,
    "create index page_views_created_at on page_views (created_at)",
    "create index page_views_path on page_views (path, created_at)",
  ],
};
