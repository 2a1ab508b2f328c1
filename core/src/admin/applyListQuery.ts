import type { FilterValue, ListQuery, ListSpec } from "./listQuery";

/** One page of a list and where it sits in the whole. */
export interface ListPage<T> {
  readonly records: T[];
  /** Index of the first record in the filtered, sorted list. */
  readonly start: number;
  /** How many records the filters keep. */
  readonly total: number;
}

/** Case- and form-blind text, so "KIM" finds "Kim" and a Mac's decomposed 김 finds a composed one. */
const folded = (text: string): string => text.normalize("NFC").toLocaleLowerCase("en");

// Filter values arrive as JSON (a choice's id may be "3" or 3): compared as text.
const sameValue = (value: unknown, wanted: FilterValue): boolean =>
  wanted === null
    ? value === null || value === undefined
    : value !== null && String(value) === String(wanted);

const matches = (wanted: FilterValue | readonly FilterValue[], value: unknown): boolean =>
  Array.isArray(wanted)
    ? wanted.some((one: FilterValue) => sameValue(value, one))
    : sameValue(value, wanted as FilterValue);

// Nulls sort first, as missing dates do in a table; numbers by value, the rest as text.
const compare = (a: unknown, b: unknown): number => {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  const [x, y] = [String(a), String(b)];
  return x < y ? -1 : x > y ? 1 : 0;
};

/**
 * Filters, sorts and pages a resource's records as a checked {@link ListQuery} asks: every exact
 * filter must match, `q` must be found in one of the searched fields, the sort is stable and ties
 * are broken by `id` so pages never overlap.
 */
export const applyListQuery = <T extends { readonly id: string }>(
  spec: ListSpec,
  query: ListQuery,
  records: readonly T[],
): ListPage<T> => {
  const field = (record: T, name: string): unknown => (record as Record<string, unknown>)[name];
  const q = query.q === null || query.q.trim() === "" ? null : folded(query.q.trim());
  const kept = records.filter(
    (record) =>
      Object.entries(query.exact).every(([name, wanted]) => matches(wanted, field(record, name))) &&
      (q === null ||
        spec.search.some((name) => {
          const value = field(record, name);
          return typeof value === "string" && folded(value).includes(q);
        })),
  );
  const sign = query.sort.order === "ASC" ? 1 : -1;
  const sorted = [...kept].sort(
    (a, b) =>
      sign * compare(field(a, query.sort.field), field(b, query.sort.field)) || compare(a.id, b.id),
  );
  return {
    records: sorted.slice(query.range.start, query.range.end + 1),
    start: query.range.start,
    total: sorted.length,
  };
};

/**
 * The `Content-Range` header of a page, as react-admin's simple REST provider reads it:
 * `groups 0-24/319`, or an asterisk for the range (`groups *` then `/0`) when the page is empty.
 */
export const contentRangeOf = (resource: string, page: ListPage<unknown>): string =>
  page.records.length === 0
    ? `${resource} */${page.total}`
    : `${resource} ${page.start}-${page.start + page.records.length - 1}/${page.total}`;
