import type { Migration } from "./migration";

/*
 * Projects, tours and everything in them (issue: projects, tours, pipeline, publishing).
 * Scene, marker and geometry ids are minted by clients within a tour, so their keys are
 * (tour_id, id); scenes get server UUIDs. Documents the editor saves whole (markers,
 * geometries, model placements) keep their contract shape in jsonb.
 */
export const projectsTours: Migration = {
  name: "0002_projects_tours",
  up: [
    `create table projects (
      id text primary key,
      owner_id text not null references users(id) on delete cascade,
      name text not null,
      kind text not null check (kind in ('contents', 'hosting')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    "create index projects_owner on projects (owner_id, kind)",
    `create table project_coworkers (
      project_id text not null references projects(id) on delete cascade,
      user_id text not null references users(id) on delete cascade,
      role text not null check (role in ('editor', 'viewer')),
      created_at timestamptz not null default now(),
      primary key (project_id, user_id)
    )`,
    "create index project_coworkers_user on project_coworkers (user_id)",
    `create table tours (
      id text primary key,
      project_id text not null references projects(id) on delete cascade,
      title text not null,
      description text not null default '',
      settings jsonb not null,
      initial_view jsonb,
      thumbnail_key text,
      slug text unique,
      published_version integer,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    "create index tours_project on tours (project_id)",
    `create table scenes (
      id text primary key,
      tour_id text not null references tours(id) on delete cascade,
      title text not null,
      ord integer not null,
      file_name text not null,
      width integer not null,
      height integer not null,
      source_bytes bigint not null,
      source_key text not null,
      revision integer not null default 1,
      tiles jsonb,
      preview_key text,
      thumbnail_key text,
      state text not null default 'queued' check (state in ('queued', 'tiling', 'done', 'failed')),
      progress real not null default 0,
      error jsonb,
      initial_view jsonb not null,
      north_offset real not null default 0,
      geo jsonb,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    "create index scenes_tour on scenes (tour_id, ord)",
    `create table markers (
      tour_id text not null references tours(id) on delete cascade,
      id text not null,
      scene_id text not null references scenes(id) on delete cascade,
      ord integer not null,
      data jsonb not null,
      voice_key text,
      primary key (tour_id, id)
    )`,
    `create table geometries (
      tour_id text not null references tours(id) on delete cascade,
      id text not null,
      scene_id text not null references scenes(id) on delete cascade,
      ord integer not null,
      data jsonb not null,
      primary key (tour_id, id)
    )`,
    `create table tour_models (
      id text primary key,
      tour_id text not null references tours(id) on delete cascade,
      scene_id text not null references scenes(id) on delete cascade,
      data jsonb not null,
      created_at timestamptz not null default now()
    )`,
    "create index tour_models_tour on tour_models (tour_id)",
    `create table model_categories (
      id text primary key,
      names jsonb not null,
      sort_order integer not null default 0
    )`,
    `create table catalogue_models (
      id text primary key,
      category_id text not null references model_categories(id) on delete cascade,
      names jsonb not null,
      file_key text not null,
      thumbnail_key text,
      format text not null,
      bytes bigint not null,
      sort_order integer not null default 0
    )`,
    `create table image_presets (
      id text primary key,
      names jsonb not null,
      file_key text not null,
      thumbnail_key text not null,
      width integer not null,
      height integer not null,
      sort_order integer not null default 0
    )`,
    `create table publish_versions (
      tour_id text not null references tours(id) on delete cascade,
      version integer not null,
      slug text not null,
      snapshot_key text not null,
      published_at timestamptz not null default now(),
      primary key (tour_id, version)
    )`,
    `create table tour_views (
      tour_id text not null references tours(id) on delete cascade,
      day date not null,
      views integer not null default 0,
      primary key (tour_id, day)
    )`,
    `create table hosting_images (
      id text primary key,
      project_id text not null references projects(id) on delete cascade,
      file_name text not null,
      width integer not null,
      height integer not null,
      bytes bigint not null,
      file_key text not null,
      thumbnail_key text not null,
      created_at timestamptz not null default now()
    )`,
    "create index hosting_images_project on hosting_images (project_id, created_at)",
    /*
     * Every stored object, or a prefix holding many (a scene's tile pyramid), with its bytes and
     * whose storage it counts toward. The account's usage columns are the sums of these rows,
     * changed in the same transaction, so a delete gives back exactly what the write took.
     */
    `create table stored_objects (
      key text primary key,
      is_prefix boolean not null default false,
      owner_id text not null references users(id) on delete cascade,
      quota text not null check (quota in ('contents', 'hosting')),
      project_id text references projects(id) on delete cascade,
      tour_id text references tours(id) on delete cascade,
      bytes bigint not null check (bytes >= 0),
      created_at timestamptz not null default now()
    )`,
    "create index stored_objects_tour on stored_objects (tour_id)",
    "create index stored_objects_project on stored_objects (project_id)",
  ],
};
