import { z } from "zod";
import { pageNoQuerySchema, pageSizeQuerySchema } from "./common";
import { storableString } from "./storableText";

/**
 * A page of a paged list sent in the `data` envelope: the items of the page and how many there
 * are in all. Same shape as a `list` envelope's result, so clients treat both alike.
 */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int().nonnegative() });

/** Sort direction of the paged list queries. */
export const sortDirectionSchema = z.enum(["ASC", "DESC"]);
/** A sort direction. */
export type SortDirection = z.infer<typeof sortDirectionSchema>;

/**
 * A boolean in a query string. Clients send `true`/`false`; the query string turns them into
 * text, which `z.stringbool` reads back (so `"false"` is false, unlike `z.coerce.boolean`).
 */
export const queryBooleanSchema = z.union([z.boolean(), z.stringbool()]);

/**
 * A list in a query string, sent as repeated keys (`ids=a&ids=b`). A query parser hands a
 * single value over as a plain string, so one item alone is accepted too. Values are never split
 * on commas: file names may contain them.
 */
export const queryListSchema = <T extends z.ZodType>(item: T, max: number) =>
  z.union([z.array(item).min(1).max(max), item.transform((value) => [value])]);

/** A non-blank title or name of at most `max` characters. */
export const titleSchema = (max: number) =>
  storableString()
    .max(max, `Must be at most ${max} characters.`)
    .regex(/\S/, "Please fill out this field.");

/** Default page size of the paged list queries. */
export const DEFAULT_PAGE_SIZE = 20;

/** `pageNo` (from 1) and `pageSize` of a paged list query, both optional. */
export const pagingQueryShape = {
  pageNo: pageNoQuerySchema.default(1),
  pageSize: pageSizeQuerySchema.default(DEFAULT_PAGE_SIZE),
};
