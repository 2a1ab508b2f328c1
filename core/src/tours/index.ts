export { type CopyMap, copyPath, copyTitle, remapForCopy } from "./copyRules";
export { type DumpProblem, droppedVoiceUrls, dumpProblems, markersToStore } from "./dumpRules";
export {
  type DuplicateChoice,
  duplicateNames,
  FILE_CHECK_MAX_NAMES,
  fileCheckBatches,
  type UploadPlan,
  uploadPlan,
} from "./duplicateUploads";
export {
  EDIT_HISTORY_LIMIT,
  type EditHistory,
  emptyHistory,
  recordEdit,
  undoEdit,
} from "./editHistory";
export {
  DEFAULT_GEOMETRY_STYLE,
  DEFAULT_MODEL_DISTANCE,
  draftComplete,
  type GeometryDraftShape,
  geometryFromDraft,
  modelNameOf,
  modelPlacementAt,
} from "./editorAssets";
export {
  type EditorDocument,
  editorDocumentOf,
  mergeServerScenes,
  moveMarker,
  moveScene,
  newInfoMarker,
  newLinkMarker,
  putMarker,
  removeMarker,
  removeScene,
  retargetLink,
  sameDocument,
  setTourStart,
  updateInfoMarker,
  updateScene,
  withMarkerVoice,
} from "./editorDocument";
export {
  autoSaveDelayMs,
  EDITOR_UPLOAD_MAX_BYTES,
  EDITOR_UPLOAD_TYPES,
  isModelFileName,
  tilingPending,
  type UploadFileProblem,
  type UploadPhase,
  type UploadRow,
  uploadFileProblem,
  uploadShare,
  withTilingStatus,
} from "./editorUploads";
export { fileNameProblem } from "./fileNames";
export {
  GEOMETRY_IMAGE_EXTENSIONS,
  geometryImageKey,
  ownGeometryImageKey,
} from "./geometryImages";
export { MODEL_CATALOGUE_PAGE_SIZE, nextCataloguePage } from "./modelCatalogue";
export {
  type GlbHeader,
  glbHeaderProblem,
  glbJsonRange,
  gltfDocumentProblem,
  MODEL_MAX_BYTES,
  MODEL_SNIFF_BYTES,
  type ModelPath,
  modelPathOf,
  parseModelPath,
  readGlbHeader,
  sniffModelFormat,
  validationPathOf,
} from "./modelFiles";
export {
  type LocalisedNames,
  localisedName,
  type ValidatorMessage,
  verificationOf,
} from "./modelReports";
export {
  cdnKeysOf,
  isKeyReferenced,
  type PublishFacts,
  type SiteFeatures,
  toPublishedTour,
} from "./publishRules";
export {
  addSiteBlock,
  type ContactLink,
  canAddSiteBlock,
  canRemoveSiteBlock,
  contactLinks,
  DEFAULT_TOUR_BLOCK_ID,
  defaultSitePage,
  moveSiteBlock,
  newSiteBlock,
  type PictureUrls,
  paragraphsOf,
  pictureUrl,
  removeSiteBlock,
  replaceSiteBlock,
  type SitePageProblem,
  type SitePictures,
  sitePagePictureProblems,
} from "./sitePage";
export {
  embedSnippet,
  type LiveSite,
  OG_IMAGE_HEIGHT,
  OG_IMAGE_MAX_SIDE,
  OG_IMAGE_MIN_SIDE,
  OG_IMAGE_WIDTH,
  ogImageProblem,
  siteFeaturesOf,
  siteSettingsRefusal,
  withLiveSite,
} from "./siteRules";
export {
  fallbackSlug,
  RESERVED_SLUGS,
  SLUG_MAX_LENGTH,
  slugFromTitle,
  slugProblem,
  uniqueSlug,
} from "./slugRules";
export { isStartScene, setSceneView, startSceneId } from "./startScene";
export {
  STATISTICS_DEFAULT_DAYS,
  STATISTICS_MAX_DAYS,
  type StatisticsRange,
  statisticsRange,
} from "./statisticsRules";
export {
  folderPrefixesOf,
  isKeyOwned,
  type OwningRow,
  ownerCandidatesOf,
} from "./storedKeys";
export {
  checkTourDetails,
  keywordsOf,
  type TourDetails,
  type TourDetailsCheck,
  type TourDetailsField,
  type TourDetailsForm,
  type TourDetailsProblem,
  type TourDetailsProblems,
  tourDetailsChanges,
  tourDetailsFormOf,
  tourTitleProblem,
} from "./tourDetails";
export { type StartScene, type VisitStart, visitStart } from "./visitStart";
