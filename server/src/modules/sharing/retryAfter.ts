import type { ErrorCode } from "@orbis/core/errors";
import { AppError, retryAfterDetails } from "@orbis/core/errors";
import type { FastifyReply } from "fastify";

/**
 * A "wait first" refusal (130002, 130006): the wait both in the body's details (for the message)
 * and as `Retry-After` (for HTTP clients).
 */
export const waitRefusal = (reply: FastifyReply, code: ErrorCode, waitMs: number): AppError => {
  const details = retryAfterDetails(waitMs);
  reply.header("retry-after", String(details.retryAfterSeconds));
  return new AppError(code, { details });
};
