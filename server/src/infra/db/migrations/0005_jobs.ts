import type { Migration } from "./migration";

/*
 * Durable jobs (issue 13): the queue's outbox. A job is a row written in the same transaction as
 * what it works on (a scene and its tiling), so a crash can no longer lose it; the in-process
 * queue runs from this table and BullMQ is handed its rows after commit and again at start.
 * A job's row is deleted once it succeeds; a job that failed for good keeps its row (`failed`,
 * with the last error) until the same id is queued again. `position` orders the waiting jobs and
 * puts a retried one behind the others.
 *
 * Scenes left `queued` or `tiling` by earlier versions (whose jobs lived in memory only) get
 * their tiling job here, so an upgrade also heals tours stuck by a crash. The id and data are
 * the tiling job's (`tile-<sceneId>-r<revision>`, tilingJob.ts) as they stand at this version.
 */
export const jobs: Migration = {
  name: "0005_jobs",
  up: [
    "create sequence jobs_position",
    `create table jobs (
      id text primary key,
      name text not null,
      data jsonb not null,
      state text not null default 'queued' check (state in ('queued', 'running', 'failed')),
      attempts_left integer not null check (attempts_left >= 0),
      position bigint not null default nextval('jobs_position'),
      error text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    "create index jobs_waiting on jobs (name, position) where state = 'queued'",
    `insert into jobs (id, name, data, attempts_left)
      select 'tile-' || id || '-r' || revision, 'tile-scene',
        jsonb_build_object('tourId', tour_id, 'sceneId', id, 'revision', revision), 2
      from scenes where state in ('queued', 'tiling') order by created_at`,
  ],
};
