/*
 * Panorama intake: inspection (validation, preview, thumbnail) and multires tiling. The tours
 * module calls these from its upload handler and its tiling job.
 */
export {
  type InspectOptions,
  inspectPanorama,
  type PanoramaInspection,
  PREVIEW_SIZE,
  THUMBNAIL_SIZE,
} from "./inspect";
export type { PanoramaFormat } from "./magic";
export { type TileOptions, type TileResult, tilePanorama } from "./tile";
