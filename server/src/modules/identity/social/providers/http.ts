import type { SocialProvider } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import type { z } from "zod";
import { PROVIDER_LABELS } from "./types";

/** How long a provider may take to answer before the login is refused. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/** Outgoing HTTP to providers: the injected fetch and the time limit. */
export interface ProviderHttp {
  readonly fetch: typeof globalThis.fetch;
  readonly timeoutMs: number;
}

/** A provider's answer: the HTTP status and the JSON body (undefined when it is not JSON). */
export interface ProviderAnswer {
  readonly status: number;
  readonly body: unknown;
}

/**
 * The one refusal of a social login: 401/110008 naming the provider. A provider that is down,
 * slow or answers nonsense is the provider's failure, not ours: never a 500.
 */
export const providerRefusal = (
  provider: SocialProvider,
  reason: string,
  cause?: unknown,
): AppError =>
  new AppError(ErrorCode.socialTokenInvalid, {
    message: `${PROVIDER_LABELS[provider]} did not accept the login: ${reason}`,
    details: { provider },
    cause,
  });

const isTimeout = (error: unknown) =>
  error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");

/** Calls a provider and reads its JSON; a network failure or timeout is a refusal. */
export const callProvider = async (
  http: ProviderHttp,
  provider: SocialProvider,
  url: string,
  init: RequestInit = {},
): Promise<ProviderAnswer> => {
  try {
    // The signal also covers reading the body: a provider that stalls mid-answer times out too.
    const response = await http.fetch(url, {
      ...init,
      redirect: "error",
      signal: AbortSignal.timeout(http.timeoutMs),
    });
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { status: response.status, body };
  } catch (error) {
    const reason = isTimeout(error)
      ? `no answer within ${http.timeoutMs / 1000} s`
      : "the provider could not be reached";
    throw providerRefusal(provider, reason, error);
  }
};

/** The body of a 200 answer in the provider's documented shape; anything else is a refusal. */
export const readAnswer = <S extends z.ZodType>(
  provider: SocialProvider,
  answer: ProviderAnswer,
  schema: S,
): z.output<S> => {
  if (answer.status !== 200) throw providerRefusal(provider, `HTTP ${answer.status}`);
  const parsed = schema.safeParse(answer.body);
  if (!parsed.success) throw providerRefusal(provider, "unexpected answer");
  return parsed.data;
};
