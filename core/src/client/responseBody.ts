import type { z } from "zod";
import type { Envelope } from "../contract/route";
import { AppError } from "../errors/AppError";
import { ErrorCode } from "../errors/codes";

interface Wrapped {
  code?: unknown;
  data?: unknown;
  list?: unknown;
  total?: unknown;
}

const badResponse = (route: string, issue: string, cause?: unknown) =>
  new AppError(ErrorCode.badResponse, { details: { route, issue }, cause });

/**
 * Unwraps a success body per the route's envelope and checks it against the response schema, so
 * a caller never holds data the contract does not describe.
 */
export const unwrapBody = (
  route: string,
  envelope: Envelope,
  schema: z.ZodType,
  body: unknown,
): unknown => {
  if (envelope === "raw") return parseWith(route, schema, body);
  const wrapped: Wrapped = typeof body === "object" && body !== null ? body : {};
  if (wrapped.code !== 0) throw badResponse(route, "the answer has no success envelope");
  if (envelope === "data") return parseWith(route, schema, wrapped.data);
  if (!Array.isArray(wrapped.list)) throw badResponse(route, "the answer has no list");
  const list = wrapped.list.map((item) => parseWith(route, schema, item));
  const total = typeof wrapped.total === "number" ? wrapped.total : list.length;
  return { list, total };
};

const parseWith = (route: string, schema: z.ZodType, value: unknown): unknown => {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const where = parsed.error.issues
      .map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`)
      .join("; ");
    throw badResponse(route, where, parsed.error);
  }
  return parsed.data;
};
