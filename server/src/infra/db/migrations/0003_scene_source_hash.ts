import type { Migration } from "./migration";

/**
 * The SHA-256 of each scene's uploaded source, so a client can tell which of its files a tour
 * already holds whatever their names (the CLI's resumable bulk upload). Older scenes stay null.
 */
export const sceneSourceHash: Migration = {
  name: "0003_scene_source_hash",
  up: [
    "alter table scenes add column source_sha256 text",
    "create index scenes_source_sha256 on scenes (tour_id, source_sha256)",
  ],
};
