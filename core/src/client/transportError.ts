import { AppError } from "../errors/AppError";
import { ErrorCode } from "../errors/codes";

const nameOf = (value: unknown): string | undefined =>
  typeof value === "object" && value !== null && "name" in value && typeof value.name === "string"
    ? value.name
    : undefined;

/**
 * Maps a call that never got an HTTP answer to the catalogue: a timeout is 90002, a caller's
 * abort is passed on as it is (the caller asked for it), anything else is a network failure 90001.
 */
export const transportError = (route: string, error: unknown): unknown => {
  const cause =
    typeof error === "object" && error !== null && "cause" in error ? error.cause : undefined;
  const names = [nameOf(error), nameOf(cause)];
  if (names.includes("TimeoutError"))
    return new AppError(ErrorCode.timeout, { details: { route }, cause: error });
  if (names.includes("AbortError")) return cause ?? error;
  return new AppError(ErrorCode.network, { details: { route }, cause: error });
};
