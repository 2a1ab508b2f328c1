export {
  directionToFace,
  directionToYawPitch,
  equirectPosition,
  type FacePoint,
  faceDirection,
  facePixelDirection,
  yawPitchToDirection,
} from "./direction";
export {
  CUBE_FACES,
  type CubeFace,
  FACE_BASES,
  type FaceBasis,
  isCubeFace,
  type Vec3,
} from "./faces";
export {
  countTiles,
  DEFAULT_TILE_SIZE,
  type LevelLayout,
  levelLayouts,
  type MultiresLayout,
  type MultiresLayoutOptions,
  multiresLayout,
  type TileRect,
  tileKey,
  tileRect,
} from "./layout";
export {
  isEquirectangularShape,
  MAX_PANORAMA,
  MAX_PANORAMA_PIXELS,
  MIN_PANORAMA,
  type PanoramaSizeProblem,
  panoramaSizeProblem,
} from "./limits";
export { type PannellumMultiRes, pannellumMultiRes } from "./pannellum";
export {
  blendSeam,
  poleRows,
  type RawImage,
  seamBand,
  seamMismatch,
  smoothPoles,
} from "./seamBlend";
export { faceSourceRows, type RowSpan } from "./sourceRows";
export { tilingFailureMessage } from "./tilingFailure";
