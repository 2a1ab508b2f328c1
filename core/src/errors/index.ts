export { AppError, type AppErrorOptions, isAppError } from "./AppError";
export { errorCatalogue } from "./catalogue";
export { ErrorCode } from "./codes";
export type { ErrorAction, ErrorEntry, ErrorFamily } from "./entry";
export { errorFromResponse, type FailedResponse } from "./fromResponse";
export { codeForStatus, errorEntry, errorFamilyOf, isErrorCode } from "./lookup";
export {
  DUPLICATE_SESSION_DELAY_MS,
  type ErrorReaction,
  errorReaction,
  type FailedCall,
  FILE_REFUSAL_CODES,
  isFileRefusal,
} from "./reaction";
export { type RetryAfterDetails, retryAfterDetails, retryAfterSecondsOf } from "./retryAfter";
