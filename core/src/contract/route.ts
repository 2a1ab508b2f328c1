import type { z } from "zod";

/**
 * The services of Orbis, each behind its own base URL (docs/architecture.md#one-contract). On one origin they sit
 * under the bases of {@link serviceBases}; a deployment may put any of them elsewhere.
 */
export type ServiceName =
  | "identityV1"
  | "identityV2"
  | "apiV1"
  | "apiV2"
  | "apiV3"
  | "pay"
  | "cdn"
  | "site"
  | "adminApi";

/** Where each service lives on the single Orbis origin. `site` holds root paths like `/metadata.json`. */
export const serviceBases = {
  identityV1: "/identity/v1",
  identityV2: "/identity/v2",
  apiV1: "/api/v1",
  apiV2: "/api/v2",
  apiV3: "/api/v3",
  pay: "/pay",
  cdn: "/cdn",
  site: "",
  adminApi: "/admin-api",
} as const satisfies Record<ServiceName, string>;

/** HTTP methods the contract uses. */
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Who may call a route: `required` needs a valid access token in `x-user-auth-token`,
 * `optional` uses one when present, `none` ignores it.
 */
export type AuthMode = "required" | "optional" | "none";

/** How the request body travels. */
export type BodyKind = "json" | "multipart" | "form";

/**
 * How the success answer is wrapped:
 * - `data`: `{ code: 0, data: <response> }`, the client returns `data`;
 * - `list`: `{ code: 0, list: [<response>…], total }`, the client returns `{ list, total }`;
 * - `raw`: the body is the response itself (static files such as `/metadata.json`, the records
 *   of the admin API).
 */
export type Envelope = "data" | "list" | "raw";

/** One call of the contract. Schemas are zod; path parameters are written `{name}`. */
export interface RouteDef {
  readonly service: ServiceName;
  readonly method: HttpMethod;
  /** Path relative to the service base, with `{name}` parameters, e.g. `/tours/{id}/publish`. */
  readonly path: string;
  readonly auth: AuthMode;
  /** One line for the OpenAPI document and help texts. */
  readonly summary: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Defaults to `json` when a body is present. */
  readonly bodyKind?: BodyKind;
  /** Request headers other than auth, e.g. a language header. Names as sent on the wire. */
  readonly headers?: z.ZodType;
  /** The unwrapped success value: `data`, one list item, or the raw body (see {@link Envelope}). */
  readonly response: z.ZodType;
  /** Response headers the answer carries, e.g. the admin API's `content-range`. Lower-case names. */
  readonly responseHeaders?: z.ZodType;
  readonly envelope: Envelope;
}

/** Declares a route, keeping its literal types for the server and the clients. */
export const defineRoute = <const T extends RouteDef>(route: T): T => route;

/** The names of the `{name}` parameters of a path, in order. */
export const pathParamNames = (path: string): string[] =>
  [...path.matchAll(/\{([A-Za-z][A-Za-z0-9_]*)\}/g)].map((m) => m[1] as string);

/** Fills the `{name}` parameters of a path, URI-encoding each value. Throws on a missing one. */
export const fillPath = (path: string, params: Readonly<Record<string, string | number>>): string =>
  path.replace(/\{([A-Za-z][A-Za-z0-9_]*)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });

/** The full path of a route on the single Orbis origin, e.g. `/api/v1/tours/{id}`. */
export const routeUrlPath = (route: Pick<RouteDef, "service" | "path">): string =>
  `${serviceBases[route.service]}${route.path}`;
