import type { ErrorCode } from "@orbis/core/errors";
import { AppError } from "@orbis/core/errors";
import type { FastifyReply } from "fastify";

/**
 * A "wait first" refusal (130002, 130006): the wait in whole seconds, rounded up, both in the
 * body's details (for the message) and as `Retry-After` (for HTTP clients).
 */
export const waitRefusal = (reply: FastifyReply, code: ErrorCode, waitMs: number): AppError => {
  const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
  reply.header("retry-after", String(retryAfterSeconds));
  return new AppError(code, { details: { retryAfterSeconds } });
};
