import { AppError, ErrorCode, isAppError } from "@orbis/core/errors";

/*
 * Polly's failures as AppErrors: what the server's operator must fix (credentials, permissions,
 * reachability) is a 503 naming the problem, what the text or voice got wrong is a 400. Polly's
 * own words are passed on only for the latter: for a bad signature AWS echoes the canonical
 * request, which holds the session token, so the auth messages are ours alone.
 */

/** Refusals of the credentials or of their permissions. */
const AUTH = new Set([
  "UnrecognizedClientException",
  "InvalidSignatureException",
  "SignatureDoesNotMatch",
  "IncompleteSignatureException",
  "MissingAuthenticationTokenException",
  "InvalidClientTokenId",
  "ExpiredTokenException",
  "AccessDeniedException",
]);

/** Refusals of what was asked: the text, the voice, the engine or the format. */
const BAD_INPUT = new Set([
  "TextLengthExceededException",
  "InvalidSampleRateException",
  "InvalidSsmlException",
  "LanguageNotSupportedException",
  "EngineNotSupportedException",
  "ValidationException",
  "SsmlMarksNotSupportedForTextTypeException",
  "MarksNotSupportedForFormatException",
  "LexiconNotFoundException",
]);

/** Network failures of Node and the SDK, which come without an HTTP status. */
const UNREACHABLE = new Set(["ECONNREFUSED", "ECONNRESET", "ENOTFOUND", "EAI_AGAIN", "ETIMEDOUT"]);

/**
 * The network failure behind `error`, if that is what it is. The Polly client talks HTTP/2, whose
 * handler reports a refused connection as ERR_HTTP2_STREAM_CANCEL caused by ECONNREFUSED.
 */
const networkFailure = (error: unknown): string | undefined => {
  const codes: string[] = [];
  for (let e = error, depth = 0; typeof e === "object" && e !== null && depth < 5; depth++) {
    const { code, name, cause } = e as { code?: unknown; name?: unknown; cause?: unknown };
    if (typeof code === "string") codes.push(code);
    if (name === "TimeoutError") codes.push(name);
    e = cause;
  }
  return (
    codes.find((c) => UNREACHABLE.has(c) || c === "TimeoutError") ??
    codes.find((c) => c.startsWith("ERR_HTTP2_"))
  );
};

/** AWS key ids (AKIA…, ASIA…) anywhere in a message Polly sent, blanked before it is passed on. */
const redact = (text: string) => text.replace(/\b(?:AKIA|ASIA|AIDA|AROA)[A-Z0-9]{12,}\b/g, "…");

interface SdkErrorShape {
  readonly name?: unknown;
  readonly message?: unknown;
  readonly $metadata?: { readonly httpStatusCode?: number };
}

/** The AppError for a failure of the Polly call `operation` (`SynthesizeSpeech`, …). */
export const pollyError = (error: unknown, operation: string): AppError => {
  if (isAppError(error)) return error;
  const e: SdkErrorShape = typeof error === "object" && error !== null ? error : {};
  const name = typeof e.name === "string" ? e.name : "Error";
  const status = e.$metadata?.httpStatusCode;
  const said = typeof e.message === "string" ? redact(e.message) : "";
  if (name === "CredentialsProviderError") {
    return new AppError(ErrorCode.unavailable, {
      message:
        "AWS Polly has no credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (and AWS_SESSION_TOKEN for temporary ones) or give the server an IAM role",
    });
  }
  if (AUTH.has(name) || status === 401 || status === 403) {
    return new AppError(ErrorCode.unavailable, {
      message: `AWS Polly refused the server's credentials (${name}): check AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and AWS_SESSION_TOKEN, and that they may call polly:${operation}`,
    });
  }
  if (BAD_INPUT.has(name)) {
    return new AppError(ErrorCode.badRequest, {
      message: `AWS Polly refused the request (${name}): ${said}`.trim(),
      cause: error,
    });
  }
  const network = status === undefined ? networkFailure(error) : undefined;
  if (network !== undefined) {
    return new AppError(ErrorCode.unavailable, {
      message: `AWS Polly could not be reached (${network}): check POLLY_REGION, POLLY_ENDPOINT and the network`,
      cause: error,
    });
  }
  if (name === "ThrottlingException" || status === 429 || (status ?? 0) >= 500) {
    return new AppError(ErrorCode.unavailable, {
      message: `AWS Polly is unavailable (${name})`,
      cause: error,
    });
  }
  return new AppError(ErrorCode.internal, {
    message: `AWS Polly failed (${name}): ${said}`,
    cause: error,
  });
};
