/*
 * Interop: the pure rules to bring Pannellum and Marzipano tours into Orbis (an ImportPlan the
 * server carries out) and to take an Orbis tour out as a Pannellum tour configuration.
 */

export {
  type Angles,
  clamp,
  degreesToRadians,
  fromMarzipanoAngles,
  horizontalToVerticalFov,
  MARZIPANO_DEFAULT_ASPECT,
  MARZIPANO_DEFAULT_FOV,
  negate,
  normalizeYaw,
  radiansToDegrees,
  toMarzipanoAngles,
  verticalToHorizontalFov,
} from "./angles";
export {
  type ArchiveReference,
  type ArchiveSizes,
  archiveDir,
  archiveEntryProblem,
  archivePath,
  archiveSizeProblem,
  IMPORT_ARCHIVE_LIMITS,
  resolveArchiveReference,
} from "./archivePaths";
export {
  type CubeRaster,
  type EquirectBand,
  equirectWidthForFace,
  levelToRebuild,
  MAX_IMPORT_FACE_SIZE,
  remapCubeToEquirect,
} from "./cubeToEquirect";
export { attachmentDisposition, exportFileName } from "./downloadNames";
export {
  CUBE_FACE_DIRECTIONS,
  cubeFaceOrientation,
  type FaceFormat,
  type FaceOrientation,
  MARZIPANO_PREVIEW_FACE_ORDER,
  PANNELLUM_CUBEMAP_ORDER,
} from "./faces";
export {
  type ImportDocument,
  type ImportDocumentKind,
  importedFileName,
  isArchiveClutter,
  pannellumDocumentKind,
  pickImportDocument,
} from "./importDocument";
export { type ImportedStart, importedMarkers, importedStart } from "./importRows";
export {
  MARZIPANO_TOOL_AUTOROTATE,
  type MarzipanoImportOptions,
  parseMarzipanoData,
} from "./marzipanoImport";
export {
  type MarzipanoData,
  marzipanoDataSchema,
  marzipanoSceneSchema,
} from "./marzipanoSchema";
export { extractAppData, MARZIPANO } from "./marzipanoSource";
export { toPannellumTour } from "./pannellumExport";
export type { PannellumExportOptions } from "./pannellumExportParts";
export { parsePannellumTour } from "./pannellumImport";
export { PANNELLUM, PANNELLUM_DEFAULT_HFOV } from "./pannellumScene";
export {
  type PannellumDefault,
  type PannellumHotSpot,
  type PannellumMultiRes,
  type PannellumScene,
  type PannellumTour,
  pannellumHotSpotSchema,
  pannellumSceneSchema,
  pannellumTourSchema,
} from "./pannellumSchema";
export type {
  CubemapSource,
  EquirectangularSource,
  ImageSource,
  ImportFormat,
  ImportInfoMarker,
  ImportLinkMarker,
  ImportMarker,
  ImportPlan,
  ImportScene,
  ImportTargetView,
} from "./plan";
export { formatPath, type InteropErrorDetails } from "./problems";
export {
  fillTemplate,
  type TileFallback,
  type TileLevel,
  type TileRef,
  type TileSource,
  tilesPerSide,
  tileUrl,
  topLevelTiles,
} from "./tiles";
