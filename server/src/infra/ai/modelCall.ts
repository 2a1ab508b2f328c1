import { AppError, ErrorCode } from "@orbis/core/errors";
import type { z } from "zod";

/** How an image model is called: its address, patience and manners. */
export interface ModelCallOptions {
  /** Names the model in errors: "the OpenAI-compatible image model", … */
  readonly label: string;
  readonly fetch: typeof globalThis.fetch;
  /** How long one attempt may take. */
  readonly timeoutMs: number;
  /** Attempts in all, for answers worth trying again (429, 5xx, no answer, a timeout). */
  readonly attempts: number;
  /** The wait before the second attempt; it doubles each time (a Retry-After wins, up to 30 s). */
  readonly retryDelayMs: number;
}

/** What a model's error body says, whatever the shape: OpenAI's, the web UI's, plain text. */
const errorText = (body: string): string => {
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    const error = parsed.error;
    if (typeof error === "object" && error !== null && "message" in error)
      return String((error as { message: unknown }).message);
    if (Array.isArray(parsed.detail))
      return parsed.detail
        .map(
          (d: { loc?: unknown[]; msg?: unknown }) => `${(d.loc ?? []).join(".")}: ${String(d.msg)}`,
        )
        .join("; ");
    const parts = [parsed.error, parsed.errors, parsed.detail].filter(
      (p) => typeof p === "string" && p !== "",
    );
    if (parts.length > 0) return parts.join(": ");
  } catch {
    // Not JSON: the text itself says it.
  }
  return body.trim().slice(0, 300) || "no reason given";
};

const errorCodeOf = (body: string): string | undefined => {
  try {
    const error = (JSON.parse(body) as { error?: { code?: unknown } }).error;
    return typeof error?.code === "string" ? error.code : undefined;
  } catch {
    return undefined;
  }
};

/** The refusal a model's final answer becomes: what the user can change, or that it is down. */
const refusalOf = (label: string, status: number, body: string): AppError => {
  const reason = errorText(body);
  if (status === 400 && errorCodeOf(body) === "content_policy_violation")
    return new AppError(ErrorCode.badRequest, {
      message: `${label} refused the prompt: ${reason}`,
    });
  if (status === 400 || status === 422)
    return new AppError(ErrorCode.badRequest, {
      message: `${label} refused the request: ${reason}`,
    });
  if (status === 401 || status === 403)
    return new AppError(ErrorCode.unavailable, {
      message: `${label} refused this server's credentials (${status}): ${reason}`,
    });
  if (status === 429)
    return new AppError(ErrorCode.tooManyRequests, {
      message: `${label} is busy: ${reason}. Try again later`,
    });
  return new AppError(ErrorCode.unavailable, {
    message: `${label} failed (${status}): ${reason}`,
  });
};

/** A wait as people say it: milliseconds when short, whole seconds otherwise. */
const duration = (ms: number) => (ms < 10_000 ? `${ms} ms` : `${Math.round(ms / 1000)} s`);

const worthRetrying = (status: number) => status === 429 || status >= 500;

/** Seconds of a Retry-After header as milliseconds, when it gives seconds. */
const retryAfterMs = (header: string | null): number | undefined => {
  const seconds = header === null ? Number.NaN : Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
};

/** Waits `ms`, or until the caller aborts; the abort listener goes with the wait. */
const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });

/**
 * Calls an image model and answers its successful response's body as text, trying again after
 * 429, 5xx, a timeout or no answer at all, then refusing with the catalogue error that says why.
 * A caller's abort ends it at once and is not retried. The request (and its credentials) never
 * reaches an error message.
 */
export const callModel = async (
  options: ModelCallOptions,
  url: string,
  init: RequestInit,
  signal?: AbortSignal,
): Promise<string> => {
  let last: AppError | undefined;
  for (let attempt = 1; attempt <= options.attempts; attempt++) {
    let wait = options.retryDelayMs * 2 ** (attempt - 1);
    try {
      const timeout = AbortSignal.timeout(options.timeoutMs);
      const response = await options.fetch(url, {
        ...init,
        signal: signal === undefined ? timeout : AbortSignal.any([signal, timeout]),
      });
      const body = await response.text();
      if (response.ok) return body;
      last = refusalOf(options.label, response.status, body);
      if (!worthRetrying(response.status)) throw last;
      wait = Math.min(retryAfterMs(response.headers.get("retry-after")) ?? wait, 30_000);
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      if (error instanceof AppError) throw error;
      const timedOut = error instanceof DOMException && error.name === "TimeoutError";
      last = new AppError(ErrorCode.unavailable, {
        message: timedOut
          ? `${options.label} did not answer within ${duration(options.timeoutMs)}`
          : `${options.label} could not be reached`,
      });
    }
    if (attempt < options.attempts) await pause(wait, signal);
  }
  throw last ?? new AppError(ErrorCode.unavailable, { message: `${options.label} failed` });
};

/** A model's successful answer read by its schema; anything else is the model failing (10503). */
export const readAnswer = <T>(label: string, schema: z.ZodType<T>, text: string): T => {
  try {
    return schema.parse(JSON.parse(text));
  } catch {
    throw new AppError(ErrorCode.unavailable, {
      message: `${label} answered something that is not an image list`,
    });
  }
};
