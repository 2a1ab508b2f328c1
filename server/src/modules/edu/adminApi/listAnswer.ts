import {
  ADMIN_LIST_SPECS,
  type AdminResource,
  applyListQuery,
  contentRangeOf,
  parseListQuery,
  type RawListQuery,
} from "@orbis/core/admin";
import { AppError } from "@orbis/core/errors";
import type { FastifyReply } from "fastify";

/**
 * Answers a list call of the admin API: the query read and checked by core (a refusal is its
 * catalogue code naming the parameter and field), the caller's records filtered, sorted and
 * paged, and the page's place in `Content-Range` for react-admin's pagination.
 */
export const listAnswer = <T extends { readonly id: string }>(
  resource: AdminResource,
  raw: RawListQuery,
  records: readonly T[],
  reply: FastifyReply,
): T[] => {
  const spec = ADMIN_LIST_SPECS[resource];
  const parsed = parseListQuery(spec, raw);
  if (!parsed.ok) throw new AppError(parsed.code, { details: parsed.details });
  const page = applyListQuery(spec, parsed.query, records);
  reply.header("content-range", contentRangeOf(resource, page));
  return page.records;
};

/** The record `id` of the caller's records, or 404-like `code`: another's is as missing as none. */
export const recordOf = <T extends { readonly id: string }>(
  records: readonly T[],
  id: string,
  code: 140001 | 140003 | 140024,
): T => {
  const record = records.find((r) => r.id === id);
  if (record === undefined) throw new AppError(code);
  return record;
};
