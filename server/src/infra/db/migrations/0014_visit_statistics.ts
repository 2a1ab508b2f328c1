import type { Migration } from "./migration";

/*
 * Statistics of published tours (docs/architecture.md#statistics). A counted page view becomes a
 * `visit_events` row, a scene beacon of the published viewer a `scene_events` row; both are raw
 * and short-lived: the fold job moves them into the daily tables and deletes them. The raw
 * tables have no foreign key, so a batch written just after its tour was deleted still goes in
 * (the fold drops those rows). No address is stored anywhere: `visitor` is a salted hash that
 * changes every UTC day, and `tour_day_visitors` keeps the hashes of the last days only, to
 * count each visitor once per day across folds. `tour_views` (a bare count per day) becomes
 * `tour_daily_stats`; its days had no visitor figure, so each view counts as a visitor there.
 */
export const visitStatistics: Migration = {
  name: "0014_visit_statistics",
  up: [
    `create table visit_events (
      id bigserial primary key,
      tour_id text not null,
      day date not null,
      visitor text not null,
      device text not null,
      language text not null,
      referrer text not null
    )`,
    `create table scene_events (
      id bigserial primary key,
      tour_id text not null,
      day date not null,
      visit_id text not null,
      scene_id text not null,
      seconds double precision not null,
      exit boolean not null
    )`,
    `create table tour_daily_stats (
      tour_id text not null references tours(id) on delete cascade,
      day date not null,
      visits integer not null default 0,
      visitors integer not null default 0,
      primary key (tour_id, day)
    )`,
    `create table tour_daily_counts (
      tour_id text not null references tours(id) on delete cascade,
      day date not null,
      dimension text not null,
      key text not null,
      visits integer not null,
      primary key (tour_id, day, dimension, key)
    )`,
    `create table tour_day_visitors (
      tour_id text not null references tours(id) on delete cascade,
      day date not null,
      visitor text not null,
      primary key (tour_id, day, visitor)
    )`,
    `create table tour_scene_stats (
      tour_id text not null references tours(id) on delete cascade,
      day date not null,
      scene_id text not null,
      views integer not null,
      seconds double precision not null,
      exits integer not null,
      primary key (tour_id, day, scene_id)
    )`,
    `insert into tour_daily_stats (tour_id, day, visits, visitors)
      select tour_id, day, views, views from tour_views`,
    "drop table tour_views",
  ],
};
