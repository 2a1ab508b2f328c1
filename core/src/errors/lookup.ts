import { errorCatalogue } from "./catalogue";
import { ErrorCode } from "./codes";
import type { ErrorEntry, ErrorFamily } from "./entry";

/** The generic catalogue code for an HTTP status, used when the server's body names no known code. */
export const codeForStatus = (status: number): ErrorCode => {
  switch (status) {
    case 400:
    case 401:
    case 403:
    case 404:
    case 409:
    case 413:
    case 415:
    case 429:
    case 503:
      return (10000 + status) as ErrorCode;
    default:
      return status >= 400 && status < 500 ? ErrorCode.badRequest : ErrorCode.internal;
  }
};

/** True when `code` is a number the catalogue knows. */
export const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === "number" && Object.hasOwn(errorCatalogue, code);

/** The catalogue entry of a code. */
export const errorEntry = (code: ErrorCode): ErrorEntry => errorCatalogue[code];

/** The family of any code: the catalogue's, or `other` for a number it does not know. */
export const errorFamilyOf = (code: number): ErrorFamily =>
  isErrorCode(code) ? errorCatalogue[code].family : "other";
