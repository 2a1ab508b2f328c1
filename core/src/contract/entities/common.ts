import { z } from "zod";
import { storableString } from "./storableText";

/**
 * The answer of a call that only reports success: `{ code: 0, data: null }`.
 * A `null` rather than `{}` so a client cannot mistake it for a partial object.
 */
export const emptyDataSchema = z.null();

/** An opaque resource id as sent on the wire (UUIDs or provider ids; never parsed by clients). */
export const idSchema = storableString().min(1).max(128);

/** An ISO 8601 instant in UTC, e.g. `2024-05-01T09:30:00Z`: the only timestamp form on the wire. */
export const instantSchema = z.iso.datetime({ offset: false });

/** A size or usage in bytes. */
export const byteCountSchema = z.number().int().nonnegative();

/** A count limit of a plan; `null` means unlimited. */
export const countLimitSchema = z.number().int().nonnegative().nullable();

/**
 * A link: an absolute http(s) URL or a root-relative path. Self-hosted files are served from
 * the same origin (`/cdn/...`), so asset links are often relative. Protocol-relative `//host`
 * links are refused: they would turn a path field into a link to any site.
 */
export const linkSchema = storableString()
  .max(2048)
  .regex(/^(https?:\/\/|\/(?!\/))\S*$/, "Must be an http(s) URL or a path starting with /.");

/** A one-based page number in a query string (strings are coerced). */
export const pageNoQuerySchema = z.coerce.number().int().min(1);

/** A page size in a query string (strings are coerced), at most 100 items. */
export const pageSizeQuerySchema = z.coerce.number().int().min(1).max(100);

/** An email address, at most 254 characters (RFC 5321). */
export const emailSchema = z.email("Please enter a valid email address.").max(254);
