import type {} from "@fastify/multipart";
import type {} from "@fastify/rate-limit";
import {
  AUTH_HEADER,
  dataEnvelope,
  listEnvelope,
  type RouteDef,
  routeUrlPath,
} from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  DEFAULT_MULTIPART_LIMITS,
  type MultipartLimits,
  readMultipart,
  removeTempFiles,
} from "./multipart";
import type { Authenticator, Principal, UserPrincipal } from "./principal";

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler receives: the parsed, valid inputs of its route and who is calling. */
export interface CallContext<R extends RouteDef> {
  readonly params: Out<R["params"]>;
  readonly query: Out<R["query"]>;
  readonly body: Out<R["body"]>;
  readonly headers: Out<R["headers"]>;
  /** Present on `required` routes; on `optional` ones when a token was sent. */
  readonly principal: R["auth"] extends "required" ? Principal : Principal | null;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

/** What a handler returns: the unwrapped answer; list routes return items and the total. */
export type RouteResult<R extends RouteDef> = R["envelope"] extends "list"
  ? { readonly list: z.output<R["response"]>[]; readonly total?: number }
  : z.output<R["response"]>;

/** A route's handler: orchestrates, returns the answer, throws AppError to refuse. */
export type RouteHandler<R extends RouteDef> = (ctx: CallContext<R>) => Promise<RouteResult<R>>;

/** Per-route choices the contract does not carry. */
export interface RouteOptions {
  /** Requests per minute per client address (login, registration, verification, reset). */
  readonly rateLimitPerMinute?: number;
  /** The route takes a social registration token (`POST /users/register/{provider}`). */
  readonly acceptsRegistration?: boolean;
  /** Overrides the multipart limits for this route. */
  readonly multipart?: Partial<MultipartLimits>;
  /** Status of a success other than 200 (e.g. 201). */
  readonly status?: number;
  /**
   * The route serves an account that must still set its own password (140008 everywhere else):
   * the password change itself, sign-out and reading one's own account.
   */
  readonly beforePasswordChange?: boolean;
}

/** Where routes are registered and what they share. */
export interface RouteHost {
  readonly app: FastifyInstance;
  readonly authenticator: Authenticator;
  /** Temp directory for uploads. */
  readonly tmpDir: string;
  /** Whether per-route rate limits apply (off in load benchmarks). */
  readonly rateLimit: boolean;
}

/** The signed-in user of a call; a registration-only token gets 401. */
export const asUser = (principal: Principal | null): UserPrincipal => {
  if (principal?.kind !== "user") throw new AppError(ErrorCode.unauthorized);
  return principal;
};

/** `/api/v1/tours/{id}` → `/api/v1/tours/:id`. */
export const fastifyPath = (route: Pick<RouteDef, "service" | "path">): string =>
  routeUrlPath(route).replace(/\{([A-Za-z][A-Za-z0-9_]*)\}/g, ":$1");

const responseSchema = (route: RouteDef): z.ZodType => {
  if (route.envelope === "data") return dataEnvelope(route.response);
  if (route.envelope === "list") return listEnvelope(route.response);
  return route.response;
};

/** Header schemas let every other header through: Fastify replaces the headers with the result. */
const looseHeaders = (schema: z.ZodType | undefined) =>
  schema instanceof z.ZodObject ? schema.loose() : schema;

const tokenOf = (request: FastifyRequest): string | undefined => {
  const value = request.headers[AUTH_HEADER];
  const token = Array.isArray(value) ? value[0] : value;
  return token === undefined || token.trim() === "" ? undefined : token.trim();
};

const principals = new WeakMap<FastifyRequest, Principal>();

/**
 * Registers one route of the contract: its URL on the single origin, its zod schemas (validated
 * by Fastify, described in OpenAPI), authentication, multipart parsing, the success envelope and
 * its rate limit. The handler only sees valid input.
 */
export const registerRoute = <R extends RouteDef>(
  host: RouteHost,
  route: R,
  handler: RouteHandler<R>,
  options: RouteOptions = {},
): void => {
  const multipart = route.bodyKind === "multipart";
  const limits = { ...DEFAULT_MULTIPART_LIMITS, ...options.multipart };
  const schema: FastifySchema = {
    summary: route.summary,
    tags: [route.service],
    ...(route.params ? { params: route.params } : {}),
    ...(route.query ? { querystring: route.query } : {}),
    ...(route.body ? { body: route.body } : {}),
    ...(route.headers ? { headers: looseHeaders(route.headers) } : {}),
    ...(multipart ? { consumes: ["multipart/form-data"] } : {}),
    // OpenAPI's empty alternative `{}` is how a document says a token is welcome but not needed.
    ...(route.auth === "none"
      ? {}
      : {
          security: route.auth === "optional" ? [{ accessToken: [] }, {}] : [{ accessToken: [] }],
        }),
    response: { [options.status ?? 200]: responseSchema(route) },
  };
  const rateLimit: FastifyContextConfig =
    host.rateLimit && options.rateLimitPerMinute !== undefined
      ? { rateLimit: { max: options.rateLimitPerMinute, timeWindow: "1 minute" } }
      : {};

  host.app.withTypeProvider<ZodTypeProvider>().route({
    method: route.method,
    url: fastifyPath(route),
    schema,
    config: rateLimit,
    // Who is calling is settled before the body is read: no upload is accepted from a stranger.
    onRequest: async (request) => {
      if (route.auth === "none") return;
      const token = tokenOf(request);
      if (token === undefined) {
        if (route.auth === "required") throw new AppError(ErrorCode.unauthorized);
        return;
      }
      const principal = await host.authenticator.authenticate(token);
      if (principal.kind === "registration" && !options.acceptsRegistration)
        throw new AppError(ErrorCode.unauthorized);
      if (principal.kind === "user" && options.acceptsRegistration) {
        throw new AppError(ErrorCode.badRequest, { message: "This account is already registered" });
      }
      // Before the body is read, like every other check of the caller: the flag came with the
      // session lookup, so this costs nothing.
      if (
        principal.kind === "user" &&
        principal.passwordChangeRequired &&
        options.beforePasswordChange !== true
      ) {
        throw new AppError(ErrorCode.passwordChangeRequired);
      }
      principals.set(request, principal);
    },
    preValidation: multipart
      ? async (request, reply) => {
          if (!request.isMultipart())
            throw new AppError(ErrorCode.unsupportedMedia, {
              message: "Send the body as multipart/form-data",
            });
          const created: string[] = [];
          // The response's close, not the request's: a request closes once its body is read,
          // which is before the handler has used the files.
          reply.raw.once("close", () => void removeTempFiles(created));
          request.body = await readMultipart(request, route.body, host.tmpDir, limits, created);
        }
      : undefined,
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params,
        query: request.query,
        body: request.body,
        headers: request.headers,
        principal: principals.get(request) ?? null,
        request,
        reply,
      } as unknown as CallContext<R>);
      if (options.status !== undefined) reply.status(options.status);
      if (route.envelope === "data") return { code: 0, data: result };
      if (route.envelope === "list") {
        const { list, total } = result as { list: unknown[]; total?: number };
        return { code: 0, list, total: total ?? list.length };
      }
      return result;
    },
  });
};
