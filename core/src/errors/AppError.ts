import type { ErrorCode } from "./codes";
import type { ErrorEntry } from "./entry";
import { errorEntry } from "./lookup";

/** Options of an {@link AppError}. */
export interface AppErrorOptions {
  /** A message to use instead of the catalogue's, such as the server's own words. */
  readonly message?: string;
  /** Machine-readable detail: the invalid fields of a 400, the server's unknown code, … */
  readonly details?: unknown;
  /** The HTTP status actually received, when it differs from the catalogue's. */
  readonly status?: number;
  readonly cause?: unknown;
}

/** The one error type of Orbis: a catalogue code with its entry, message and details. */
export class AppError extends Error {
  override readonly name = "AppError";
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: unknown;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.message ?? errorEntry(code).message, { cause: options.cause });
    this.code = code;
    this.status = options.status ?? errorEntry(code).status;
    this.details = options.details;
  }

  /** The catalogue entry of this error's code. */
  get entry(): ErrorEntry {
    return errorEntry(this.code);
  }

  /** The wire form of the error: `{ code, message, details }`. */
  toBody(): { code: ErrorCode; message: string; details?: unknown } {
    return this.details === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, details: this.details };
  }
}

/** True when `value` is an {@link AppError}. */
export const isAppError = (value: unknown): value is AppError => value instanceof AppError;
