import { createFetch } from "ofetch";
import { authHeaderFor } from "../auth/tokenStatus";
import { fillPath, type RouteDef, type ServiceName, serviceBases } from "../contract/route";
import { AppError } from "../errors/AppError";
import { ErrorCode } from "../errors/codes";
import { errorFromResponse } from "../errors/fromResponse";
import { unwrapBody } from "./responseBody";
import { transportError } from "./transportError";
import type { CallInput, CallOptions, RouteCalls } from "./types";

/** The specified HTTP timeout of every call. */
export const HTTP_TIMEOUT_MS = 30_000;

/** The access and refresh tokens the client reads before each call. */
export interface ClientTokens {
  readonly accessToken?: string | null;
  readonly refreshToken?: string | null;
}

/** How to build a client. Transport and clock are injected: core performs no I/O of its own. */
export interface ClientOptions {
  /** The Orbis origin, e.g. `http://localhost:8080`; each service sits under its base there. */
  readonly origin: string;
  /** A full base URL for a service that runs elsewhere, e.g. `{ identityV1: "https://id.example/v1" }`. */
  readonly serviceUrls?: Partial<Record<ServiceName, string>>;
  /** The transport: the platform's `fetch`. */
  readonly fetch: typeof globalThis.fetch;
  /** The clock, for token expiry. */
  readonly now: () => number;
  readonly timeoutMs?: number;
  /** Interface language sent as `Accept-Language`; defaults to `ko`. */
  readonly language?: string;
  /** The global handler: sees every failure, as an {@link AppError} when it has a catalogue code. */
  readonly onError?: (error: unknown, route: string) => void;
}

/** A typed client: one function per route, plus the session hooks of docs/product/states.md. */
export type ApiClient<T extends Record<string, RouteDef>> = RouteCalls<T> & {
  /**
   * Installs the auth interceptor: each call sends `x-user-auth-token` when the tokens read then
   * are valid. Returns the function that removes it, which sign-out calls.
   */
  readonly useTokens: (read: () => ClientTokens | null) => () => void;
  /** Changes the `Accept-Language` sent from now on. */
  readonly setLanguage: (language: string) => void;
};

/** Builds a typed client for a route table (usually core's `routes`). */
export const createClient = <const T extends Record<string, RouteDef>>(
  table: T,
  options: ClientOptions,
): ApiClient<T> => {
  const $fetch = createFetch({ fetch: options.fetch });
  const timeout = options.timeoutMs ?? HTTP_TIMEOUT_MS;
  let language = options.language ?? "ko";
  let readTokens: (() => ClientTokens | null) | undefined;

  const baseOf = (service: ServiceName) =>
    options.serviceUrls?.[service] ??
    `${options.origin.replace(/\/+$/, "")}${serviceBases[service]}`;

  const call = async (
    name: string,
    route: RouteDef,
    input: CallInputLoose,
    callOptions?: CallOptions,
  ) => {
    const tokens = route.auth === "none" ? null : (readTokens?.() ?? null);
    const own = stringHeaders(input.headers);
    // Header names are case-blind: a call's own `accept-language` replaces the client's, rather
    // than travelling beside it as "ko, en" (which the server would read as Korean).
    const ownLanguage = Object.keys(own).some((name) => name.toLowerCase() === "accept-language");
    const headers: Record<string, string> = {
      ...(ownLanguage ? {} : { "Accept-Language": language }),
      ...own,
      ...(tokens ? authHeaderFor(tokens, options.now()) : {}),
    };
    const url = `${baseOf(route.service)}${fillPath(route.path, input.params ?? {})}`;
    // Encoded before the transport's try: a caller's bad body is a 10400, not a network failure.
    const body = encodeBody(route, input.body);
    let response: Response & { _data?: unknown };
    try {
      response = await $fetch.raw(url, {
        method: route.method,
        headers,
        query: input.query,
        body,
        retry: 0,
        ignoreResponseError: true,
        ...withDeadline(callOptions?.timeoutMs ?? timeout, callOptions?.signal),
        ...(callOptions?.onUploadProgress
          ? { onUploadProgress: callOptions.onUploadProgress }
          : {}),
      });
    } catch (error) {
      throw transportError(name, error);
    }
    const answer = response._data;
    const code =
      typeof answer === "object" && answer !== null && "code" in answer ? answer.code : undefined;
    const refused = route.envelope !== "raw" && typeof code === "number" && code !== 0;
    if (!response.ok || refused) {
      throw errorFromResponse({ status: response.status, body: answer });
    }
    return unwrapBody(name, route.envelope, route.response, answer);
  };

  const calls: Record<string, (input?: CallInputLoose, o?: CallOptions) => Promise<unknown>> = {};
  for (const [name, route] of Object.entries(table)) {
    calls[name] = async (input = {}, callOptions) => {
      try {
        return await call(name, route, input, callOptions);
      } catch (error) {
        options.onError?.(error, name);
        throw error;
      }
    };
  }
  const hooks = {
    useTokens: (read: () => ClientTokens | null) => {
      readTokens = read;
      return () => {
        if (readTokens === read) readTokens = undefined;
      };
    },
    setLanguage: (next: string) => {
      language = next;
    },
  };
  return Object.assign(calls, hooks) as unknown as ApiClient<T>;
};

type CallInputLoose = {
  readonly [K in keyof CallInput<RouteDef>]?: unknown;
} & {
  readonly params?: Readonly<Record<string, string | number>>;
  readonly query?: Record<string, unknown>;
};

const stringHeaders = (headers: unknown): Record<string, string> => {
  if (typeof headers !== "object" || headers === null) return {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers))
    if (v !== undefined && v !== null) out[k] = String(v);
  return out;
};

const encodeBody = (
  route: RouteDef,
  body: unknown,
): BodyInit | Record<string, unknown> | undefined => {
  if (body === undefined) return undefined;
  if (route.bodyKind === "form") return new URLSearchParams(stringHeaders(body));
  if (route.bodyKind === "multipart") {
    if (body instanceof FormData) return body;
    throw new AppError(ErrorCode.badRequest, {
      message: `${route.path}: a multipart body must be FormData`,
    });
  }
  return body as Record<string, unknown>;
};

/** ofetch drops its own timeout when a signal is given, so the two are combined here. */
const withDeadline = (timeout: number, signal?: AbortSignal) =>
  signal ? { signal: AbortSignal.any([signal, AbortSignal.timeout(timeout)]) } : { timeout };
