import {
  AppError,
  ErrorCode,
  isAppError,
  retryAfterDetails,
  retryAfterSecondsOf,
} from "@orbis/core/errors";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ZodError } from "zod";

/** One invalid input field: where it was (`body`, `query`…), its path and what is wrong. */
export interface FieldIssue {
  readonly in: string;
  readonly path: string;
  readonly message: string;
}

const partName = (context: string | undefined) =>
  context === "querystring" ? "query" : (context ?? "body");

/** A 400 naming every invalid field, e.g. `body.email: Please enter a valid email address.` */
export const invalidInput = (fields: readonly FieldIssue[]): AppError => {
  const first = fields[0];
  const where =
    first === undefined ? "" : `${first.in}${first.path === "" ? "" : `.${first.path}`}: `;
  return new AppError(ErrorCode.badRequest, {
    message: `${where}${first?.message ?? "The request is invalid"}`,
    details: { fields },
  });
};

/** The field issues of a zod error, for a request part. */
export const issuesOf = (part: string, error: ZodError): FieldIssue[] =>
  error.issues.map((i) => ({ in: part, path: i.path.map(String).join("."), message: i.message }));

const FASTIFY_CODES: Readonly<Record<string, ErrorCode>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: ErrorCode.payloadTooLarge,
  FST_REQ_FILE_TOO_LARGE: ErrorCode.payloadTooLarge,
  FST_FILES_LIMIT: ErrorCode.payloadTooLarge,
  FST_PARTS_LIMIT: ErrorCode.payloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ErrorCode.unsupportedMedia,
  FST_INVALID_MULTIPART_CONTENT_TYPE: ErrorCode.unsupportedMedia,
  FST_ERR_CTP_EMPTY_JSON_BODY: ErrorCode.badRequest,
  FST_ERR_CTP_INVALID_JSON_BODY: ErrorCode.badRequest,
  FST_ERR_VALIDATION: ErrorCode.badRequest,
};

/*
 * Database refusals that only bad input can cause (PostgreSQL's SQLSTATE, also PGlite's): a NUL
 * byte or a byte sequence the encoding lacks, and a value longer than its column. The input guard
 * and the schemas refuse these first; this keeps a gap in them a 400, not a 500.
 */
const DATABASE_INPUT_ERRORS: Readonly<Record<string, string>> = {
  "22021": "The request contains text that cannot be stored (such as a NUL character)",
  "22P05": "The request contains text that cannot be stored (such as a NUL character)",
  "22001": "A value in the request is longer than it may be",
};

const databaseInputError = (error: unknown): AppError | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  const message = typeof code === "string" ? DATABASE_INPUT_ERRORS[code] : undefined;
  return message === undefined
    ? undefined
    : new AppError(ErrorCode.badRequest, { message, cause: error });
};

/*
 * The database or the file store away for a moment (a restart, a failover, a dropped connection,
 * an S3 answering 5xx past the SDK's own retries with backoff): SQLSTATE class 08 (connection
 * exceptions), the shutdown codes, the drivers' socket errors. The request may be tried again:
 * 503 with Retry-After. Nothing was half-written, as every write of several rows is
 * one transaction, and the pool replaces the lost connections by itself.
 */
const DATABASE_AWAY_CODES = new Set(["57P01", "57P02", "57P03", "ECONNREFUSED", "ECONNRESET"]);
const DATABASE_AWAY_WORDS =
  /Connection terminated|terminating connection|Client has encountered a connection error|timeout exceeded when trying to connect/i;
/** How long a client is told to wait before trying again while the database is away. */
const DATABASE_RETRY_MS = 5_000;

/** A file store (S3) that still answered 5xx after the SDK's retries with backoff. */
const storeAway = (error: unknown) => {
  const status = (error as { $metadata?: { httpStatusCode?: unknown } } | null)?.$metadata
    ?.httpStatusCode;
  return typeof status === "number" && status >= 500;
};

const serviceAway = (error: unknown): AppError | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  const byCode =
    typeof code === "string" && (code.startsWith("08") || DATABASE_AWAY_CODES.has(code));
  const byWords = error instanceof Error && DATABASE_AWAY_WORDS.test(error.message);
  return byCode || byWords || storeAway(error)
    ? new AppError(ErrorCode.unavailable, {
        details: retryAfterDetails(DATABASE_RETRY_MS),
        cause: error,
      })
    : undefined;
};

/*
 * The server's own disk full (or over a quota): nothing was kept, as every write goes to a temp
 * name first and is removed on failure, and what is stored stays readable. Not the caller's
 * fault and not theirs to fix, so 503 with words an administrator acts on; no Retry-After, as
 * the wait is theirs to decide.
 */
const DISK_FULL_CODES = new Set(["ENOSPC", "EDQUOT"]);
const diskFull = (error: unknown): AppError | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && DISK_FULL_CODES.has(code)
    ? new AppError(ErrorCode.unavailable, {
        message:
          "The server's disk is full, so nothing was stored; try again once its administrator has freed space",
        cause: error,
      })
    : undefined;
};

/** Refusals by status that plugins throw, as the catalogue's generic codes. */
const PLUGIN_REFUSALS: Readonly<Record<number, ErrorCode>> = {
  401: ErrorCode.unauthorized,
  403: ErrorCode.forbidden,
  404: ErrorCode.notFound,
  405: ErrorCode.notFound,
  409: ErrorCode.conflict,
  413: ErrorCode.payloadTooLarge,
  415: ErrorCode.unsupportedMedia,
};

/** Turns anything thrown while serving a request into an AppError the wire format can carry. */
export const toAppError = (error: unknown): AppError => {
  if (isAppError(error)) return error;
  const fromServices = databaseInputError(error) ?? serviceAway(error) ?? diskFull(error);
  if (fromServices !== undefined) return fromServices;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const part = partName(error.validationContext);
    return invalidInput(
      error.validation.map((v) => ({
        in: part,
        path: v.instancePath.replace(/^\//, "").replaceAll("/", "."),
        message: v.message ?? "Invalid value",
      })),
    );
  }
  const fastifyError = error as Partial<FastifyError>;
  const mapped = fastifyError.code === undefined ? undefined : FASTIFY_CODES[fastifyError.code];
  if (mapped !== undefined)
    return new AppError(mapped, { message: fastifyError.message, cause: error });
  if (fastifyError.statusCode === 429)
    return new AppError(ErrorCode.tooManyRequests, { cause: error });
  // A plugin's own refusal (@fastify/static's 403 for a path that leaves its folder): the
  // catalogue's generic answer for that status, not a server fault.
  const refusal = PLUGIN_REFUSALS[fastifyError.statusCode ?? 0];
  if (refusal !== undefined) return new AppError(refusal, { cause: error });
  if (fastifyError instanceof SyntaxError || fastifyError.statusCode === 400) {
    return new AppError(ErrorCode.badRequest, {
      message: "The request body is not valid JSON",
      cause: error,
    });
  }
  return new AppError(ErrorCode.internal, { cause: error });
};

/** Fastify's error handler: the catalogue's status and `{ code, message, details }`. */
export const sendError = (error: unknown, request: FastifyRequest, reply: FastifyReply) => {
  const appError = toAppError(error);
  if (appError.status >= 500) request.log.error({ err: error }, "request failed");
  else request.log.info({ code: appError.code, message: appError.message }, "request refused");
  // A refusal that names a wait says it in the header too, for clients and proxies that retry.
  const wait = retryAfterSecondsOf(appError.details);
  if (wait !== null) reply.header("retry-after", String(wait));
  return reply.status(appError.status).send(appError.toBody());
};
