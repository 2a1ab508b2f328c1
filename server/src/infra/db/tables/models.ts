import type { Generated } from "kysely";
import type { BigCount, Json, Timestamp } from "./columns";

/* The tables the models module owns. */

export interface TourModelsTable {
  id: string;
  tour_id: string;
  scene_id: string;
  data: Json<Record<string, unknown>>;
  created_at: Timestamp;
}

/** Names per interface language (`ko`, `en`, `vi`, `ja`). */
export type LocalisedNames = Record<string, string>;

export interface ModelCategoriesTable {
  id: string;
  names: Json<LocalisedNames>;
  sort_order: Generated<number>;
}

export interface CatalogueModelsTable {
  id: string;
  category_id: string;
  names: Json<LocalisedNames>;
  file_key: string;
  thumbnail_key: string | null;
  format: "glb" | "gltf";
  bytes: BigCount;
  sort_order: Generated<number>;
}

export interface ImagePresetsTable {
  id: string;
  names: Json<LocalisedNames>;
  file_key: string;
  thumbnail_key: string;
  width: number;
  height: number;
  sort_order: Generated<number>;
}
