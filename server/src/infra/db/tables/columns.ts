import type { ColumnType } from "kysely";

/*
 * Column types shared by the tables. bigint columns are read as `string | number | bigint`
 * because pg and PGlite differ; repositories turn them into numbers with `Number()` (byte counts
 * stay far below 2^53).
 */

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type BigCount = ColumnType<string | number | bigint, number | undefined, number>;
export type Json<T> = ColumnType<T, string, string>;
/** A jsonb column that may be SQL NULL. */
export type NullableJson<T> = ColumnType<T | null, string | null, string | null>;
/** A nullable JSON column a row may leave out when inserted (null then). */
export type OptionalJson<T> = ColumnType<T | null, string | null | undefined, string | null>;
