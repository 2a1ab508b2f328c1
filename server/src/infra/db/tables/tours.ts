import type { Generated } from "kysely";
import type { BigCount, Json, NullableJson, Timestamp } from "./columns";

/* The tables the tours module owns. */

export interface ToursTable {
  id: string;
  project_id: string;
  title: string;
  description: Generated<string>;
  settings: Json<Record<string, unknown>>;
  initial_view: NullableJson<Record<string, unknown>>;
  thumbnail_key: string | null;
  slug: string | null;
  published_version: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ScenesTable {
  id: string;
  tour_id: string;
  title: string;
  ord: number;
  file_name: string;
  width: number;
  height: number;
  source_bytes: BigCount;
  source_key: string;
  source_sha256: string | null;
  revision: Generated<number>;
  tiles: NullableJson<Record<string, unknown>>;
  preview_key: string | null;
  thumbnail_key: string | null;
  state: Generated<"queued" | "tiling" | "done" | "failed">;
  progress: Generated<number>;
  error: NullableJson<{ code: number; message: string }>;
  initial_view: Json<Record<string, unknown>>;
  north_offset: Generated<number>;
  geo: NullableJson<Record<string, unknown>>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MarkersTable {
  tour_id: string;
  id: string;
  scene_id: string;
  ord: number;
  data: Json<Record<string, unknown>>;
  voice_key: string | null;
}

export interface GeometriesTable {
  tour_id: string;
  id: string;
  scene_id: string;
  ord: number;
  data: Json<Record<string, unknown>>;
}
