export { AppError, type AppErrorOptions, isAppError } from "./AppError";
export {
  codeForStatus,
  type ErrorAction,
  type ErrorCode,
  type ErrorEntry,
  type ErrorFamily,
  errorCatalogue,
  errorEntry,
  errorFamilyOf,
  isErrorCode,
} from "./catalogue";
export { errorFromResponse, type FailedResponse } from "./fromResponse";
export {
  DUPLICATE_SESSION_DELAY_MS,
  type ErrorReaction,
  errorReaction,
  type FailedCall,
  FILE_REFUSAL_CODES,
  isFileRefusal,
} from "./reaction";
export { type RetryAfterDetails, retryAfterDetails, retryAfterSecondsOf } from "./retryAfter";
