import { AppError } from "./AppError";
import { codeForStatus, isErrorCode } from "./lookup";

/** A failed HTTP answer as any transport sees it. */
export interface FailedResponse {
  readonly status: number;
  /** The parsed body, if any: the server sends `{ code, message, details }`. */
  readonly body?: unknown;
}

interface ErrorBody {
  code?: unknown;
  message?: unknown;
  details?: unknown;
}

const asErrorBody = (body: unknown): ErrorBody =>
  typeof body === "object" && body !== null ? (body as ErrorBody) : {};

/**
 * Maps a failed response to its catalogue entry. A known code in the body wins; otherwise the
 * status picks the generic code, and the server's unknown code and message are kept so that
 * "other errors are passed on unchanged".
 */
export const errorFromResponse = ({ status, body }: FailedResponse): AppError => {
  const { code, message, details } = asErrorBody(body);
  const serverMessage = typeof message === "string" && message !== "" ? message : undefined;
  if (isErrorCode(code)) {
    return new AppError(code, {
      status,
      details,
      ...(serverMessage ? { message: serverMessage } : {}),
    });
  }
  const generic = codeForStatus(status);
  const keepServerWords = status !== 401 && status !== 404;
  return new AppError(generic, {
    status,
    details: typeof code === "number" ? { serverCode: code, details } : details,
    ...(serverMessage && keepServerWords ? { message: serverMessage } : {}),
  });
};
