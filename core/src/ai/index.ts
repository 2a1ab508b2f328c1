export {
  AI_COMPLETE_LOCATION_MESSAGE_KEY,
  AI_COMPLETE_MESSAGE_KEY,
  AI_CREDITS_PER_IMAGE,
  AI_POLL_ERROR_MESSAGE_KEY,
  AI_POLL_INTERVAL_MS,
} from "./constants";
export {
  AI_IMAGE_TRANSITIONS,
  AI_USAGE_STATUSES,
  canMoveAiImage,
  countsInAiUsage,
  statusAfterRestart,
} from "./lifecycle";
export { type PendingAiImagesAction, pendingAiImagesAction } from "./pendingRule";
export {
  type AiImagePoller,
  type AiImagePollerCalls,
  type AiImagePollerOptions,
  createAiImagePoller,
} from "./poller";
export { normalisePrompt, promptSeed } from "./promptSeed";
export { aiSceneTitle } from "./sceneTitle";
export { type AiImageRef, type SettledPending, settlePending, withoutImages } from "./settle";
export {
  AI_FINAL_STATUSES,
  AI_IMAGE_STATUSES,
  AI_IN_PROGRESS_STATUSES,
  aiStatusMessageKey,
  isAiImageStatus,
  isFinal,
  isInProgress,
} from "./status";
export {
  AI_STYLES,
  type AiStyle,
  aiStylePrompt,
  findAiStyle,
  type Rgb,
  type SketchPalette,
} from "./styles";
export type { PollTimers } from "./timers";
export { aiUsagePeriod, type UsagePeriod } from "./usagePeriod";
