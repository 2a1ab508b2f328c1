import { join } from "node:path";
import helmet from "@fastify/helmet";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { AppError, ErrorCode, retryAfterDetails } from "@orbis/core/errors";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod";
import type { Deps } from "./deps";
import { sendError } from "./http/errors";
import { guardInputs } from "./http/inputGuard";
import type { RouteHost } from "./http/registerRoute";
import { codeTextAnswers } from "./http/sendText";
import { pingDb } from "./infra/db/database";
import { registerModules } from "./modules";
import { createConsoleHandler } from "./modules/console";
import { createTokenService, sessionRepository } from "./modules/identity";

/** The rate limiter's Redis store when `REDIS_URL` is set (its client closed with the app). */
const sharedRateLimitStore = async (app: FastifyInstance, redisUrl: string | undefined) => {
  if (redisUrl === undefined) return {};
  // Loaded only at scale, like the job queue's client: the embedded default needs no Redis.
  const { Redis } = await import("ioredis");
  const redis = new Redis(redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1 });
  app.addHook("onClose", async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return { redis, nameSpace: "orbis-rate-limit:", skipOnError: true };
};

/** Headers and body fields that never reach a log line. */
export const REDACT = [
  "req.headers.authorization",
  "req.headers.cookie",
  'req.headers["x-user-auth-token"]',
  'req.headers["auth-token"]',
];

/**
 * Builds the Orbis server on its dependencies: every route of the contract that a module serves,
 * OpenAPI at `/api/docs`, `/healthz`, security headers and rate limits. Nothing listens yet.
 */
export const buildApp = async (
  deps: Deps,
  options: {
    logger?: FastifyBaseLogger;
    /** Where the log lines go instead of stdout (a test reading what the server logged). */
    logStream?: { write: (line: string) => void };
  } = {},
): Promise<FastifyInstance> => {
  const app = Fastify({
    ...(options.logger === undefined
      ? {
          logger: {
            level: deps.config.logLevel,
            redact: REDACT,
            ...(options.logStream === undefined ? {} : { stream: options.logStream }),
          },
        }
      : { loggerInstance: options.logger }),
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: true,
    // Multipart ids and tokens in paths can be long.
    routerOptions: { maxParamLength: 512 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(sendError);
  // Before any route: the guard hooks itself to every route registered after it.
  guardInputs(app);
  codeTextAnswers(app);
  // The console answers what no route does; the services' paths keep the JSON 404 (10404).
  app.setNotFoundHandler(createConsoleHandler(deps.config));

  await app.register(helmet, {
    // The docs page and the console load their own scripts and styles only; images may be data
    // or blob URLs (panorama previews, thumbnails before upload). The tour editor runs the viewer:
    // Cesium compiles WebAssembly in its workers, and tiles and voices may come from an S3 store
    // over https. Plain-http deployments (a LAN address) must not have their own scripts upgraded
    // to https, which would leave the console blank.
    contentSecurityPolicy: {
      directives: {
        "script-src": ["'self'", "'wasm-unsafe-eval'"],
        "img-src": ["'self'", "data:", "blob:", "https:"],
        "media-src": ["'self'", "blob:", "https:"],
        "worker-src": ["'self'", "blob:"],
        "connect-src": ["'self'", "blob:", "data:", "https:"],
        // `orbis login --web`: the console posts the CLI's tokens to its one-time listener on
        // this machine's loopback address (core's cliCallbackUrl allows nothing else).
        "form-action": ["'self'", "http://127.0.0.1:*", "http://localhost:*"],
        ...(deps.config.publicUrl.startsWith("https:")
          ? {}
          : { "upgrade-insecure-requests": null }),
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // preservePath: busboy would otherwise cut a path out of a file name silently; we want to see
  // it and refuse it with a clear message (names are never used as paths either way).
  await app.register(multipart, { throwFileSizeLimit: false, preservePath: true });
  await app.register(rateLimit, {
    global: false,
    // With REDIS_URL the counts live in Redis, so every process behind a balancer counts the same
    // client's calls together; a Redis that does not answer lets calls through rather than fail.
    ...(await sharedRateLimitStore(app, deps.config.redisUrl)),
    // The wait goes in the body too, so a form can say when to ask again
    // (`codeResendRefusalOf` in core/src/auth/codeResend.ts).
    errorResponseBuilder: (_request, context) =>
      new AppError(ErrorCode.tooManyRequests, { details: retryAfterDetails(context.ttl) }),
  });
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Orbis API",
        description:
          "Identity, main API v1/v2/v3, payments and files of Orbis, the 360° tour builder.",
        version: "0.1.0",
      },
      components: {
        securitySchemes: {
          accessToken: { type: "apiKey", in: "header", name: "x-user-auth-token" },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });

  app.get("/healthz", { schema: { hide: true } }, async () => {
    await pingDb(deps.db.kysely);
    return { status: "ok", database: deps.db.engine };
  });

  const tokens = createTokenService({
    sessions: sessionRepository(deps.db.kysely),
    clock: deps.clock,
    secret: deps.secret,
  });
  const host: RouteHost = {
    app,
    authenticator: tokens,
    tmpDir: join(deps.config.dataDir, "tmp"),
    rateLimit: deps.config.rateLimit,
  };
  await app.register(async (scope) => registerModules({ ...host, app: scope }, deps, tokens));
  return app;
};
