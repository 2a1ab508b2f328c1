import { ErrorCode } from "../errors/codes";

/** Most records one list call answers, whatever range is asked for. */
export const ADMIN_RANGE_MAX = 500;

/** A value a filter compares with: react-admin sends scalars, or arrays of them for a choice of several. */
export type FilterValue = string | number | boolean | null;

/** What a resource's list may be sorted and filtered by. */
export interface ListSpec {
  /** Fields the list sorts by; the first is the default. */
  readonly sort: readonly [string, ...string[]];
  /** Fields compared for equality by a filter (`id` is always one: getMany sends `{ id: [...] }`). */
  readonly exact: readonly string[];
  /** Fields the `q` filter searches, case-blind; no `q` without them. */
  readonly search: readonly string[];
}

/** A list query after its checks: one sort, a range, the filters by kind. */
export interface ListQuery {
  readonly sort: { readonly field: string; readonly order: "ASC" | "DESC" };
  /** First and last index, both included. */
  readonly range: { readonly start: number; readonly end: number };
  readonly q: string | null;
  readonly exact: Readonly<Record<string, FilterValue | readonly FilterValue[]>>;
}

/** The list query parameters as they arrive, each JSON text or absent. */
export interface RawListQuery {
  readonly sort?: string | undefined;
  readonly range?: string | undefined;
  readonly filter?: string | undefined;
}

/** Why a list query is refused: the catalogue code and the parameter (and field) it names. */
export interface ListQueryRefusal {
  readonly code:
    | typeof ErrorCode.adminQueryMalformed
    | typeof ErrorCode.adminFieldUnknown
    | typeof ErrorCode.adminRangeInvalid;
  readonly details: { readonly parameter: "sort" | "range" | "filter"; readonly field?: string };
}

type Parsed =
  | { readonly ok: true; readonly query: ListQuery }
  | ({ readonly ok: false } & ListQueryRefusal);

const malformed = (parameter: "sort" | "range" | "filter"): Parsed => ({
  ok: false,
  code: ErrorCode.adminQueryMalformed,
  details: { parameter },
});

const unknownField = (parameter: "sort" | "filter", field: string): Parsed => ({
  ok: false,
  code: ErrorCode.adminFieldUnknown,
  details: { parameter, field },
});

const jsonOf = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
};

const isFilterValue = (value: unknown): value is FilterValue =>
  value === null || ["string", "number", "boolean"].includes(typeof value);

/**
 * Reads react-admin's simple REST list query (`sort=["name","ASC"]`, `range=[0,24]`,
 * `filter={"q":"kim","groupId":"…"}`) against what the resource allows. Absent parameters take
 * the defaults (first sort field ascending, the first {@link ADMIN_RANGE_MAX} records, no filter),
 * since getMany sends only a filter. A value that is not JSON of the expected shape is 140020, a
 * field the resource does not offer 140021, a range that is not `[start, end]` with
 * `0 ≤ start ≤ end` and at most {@link ADMIN_RANGE_MAX} records 140022, each naming the parameter.
 */
export const parseListQuery = (spec: ListSpec, raw: RawListQuery): Parsed => {
  let sort: ListQuery["sort"] = { field: spec.sort[0], order: "ASC" };
  if (raw.sort !== undefined) {
    const json = jsonOf(raw.sort);
    if (!json.ok || !Array.isArray(json.value) || json.value.length !== 2) return malformed("sort");
    const [field, order] = json.value;
    if (typeof field !== "string" || (order !== "ASC" && order !== "DESC"))
      return malformed("sort");
    if (!spec.sort.includes(field)) return unknownField("sort", field);
    sort = { field, order };
  }

  let range: ListQuery["range"] = { start: 0, end: ADMIN_RANGE_MAX - 1 };
  if (raw.range !== undefined) {
    const json = jsonOf(raw.range);
    if (!json.ok || !Array.isArray(json.value) || json.value.length !== 2)
      return malformed("range");
    const [start, end] = json.value;
    if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end)) return malformed("range");
    if (start < 0 || end < start || end - start + 1 > ADMIN_RANGE_MAX) {
      return { ok: false, code: ErrorCode.adminRangeInvalid, details: { parameter: "range" } };
    }
    range = { start, end };
  }

  let q: string | null = null;
  const exact: Record<string, FilterValue | readonly FilterValue[]> = {};
  if (raw.filter !== undefined) {
    const json = jsonOf(raw.filter);
    const value = json.ok ? json.value : undefined;
    if (typeof value !== "object" || value === null || Array.isArray(value))
      return malformed("filter");
    for (const [field, wanted] of Object.entries(value)) {
      if (field === "q" && spec.search.length > 0) {
        if (typeof wanted !== "string") return malformed("filter");
        q = wanted;
        continue;
      }
      if (field !== "id" && !spec.exact.includes(field)) return unknownField("filter", field);
      const ok = Array.isArray(wanted) ? wanted.every(isFilterValue) : isFilterValue(wanted);
      if (!ok) return malformed("filter");
      exact[field] = wanted as FilterValue | readonly FilterValue[];
    }
  }
  return { ok: true, query: { sort, range, q, exact } };
};
