import type { Migration } from "./migration";

/*
 * Street View (docs/architecture.md#street-view): a user's linked Google account, its refresh
 * token sealed with the server's key (never in plain text), and each publish of a scene's
 * panorama with its state. A deleted user, tour or scene takes its rows with it; what Google
 * already shows stays on Google.
 */
export const streetView: Migration = {
  name: "0018_street_view",
  up: [
    `create table street_view_links (
      user_id text primary key references users(id) on delete cascade,
      sealed_refresh_token text not null,
      account_email text,
      account_name text,
      linked_at timestamptz not null
    )`,
    `create table street_view_publishes (
      id text primary key,
      user_id text not null references users(id) on delete cascade,
      tour_id text not null references tours(id) on delete cascade,
      scene_id text not null references scenes(id) on delete cascade,
      scene_title text not null,
      state text not null check (state in ('pending', 'uploading', 'published', 'failed')),
      reason text,
      photo_id text,
      maps_publish_status text,
      share_link text,
      latitude double precision not null,
      longitude double precision not null,
      heading double precision not null,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`,
    "create index street_view_publishes_user on street_view_publishes (user_id, created_at)",
  ],
};
