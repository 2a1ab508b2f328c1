import type { RouteDef } from "@orbis/core/contract";
import type { InjectOptions } from "fastify";
import { multipartPayload } from "../multipart";

/*
 * The hostile variants of one call: the same well-formed request with one part spoiled at a time
 * (a NUL byte, an unpaired surrogate, an overlong string, a value of the wrong type), so that what
 * the server answers is about that part alone.
 */

/** What was spoiled, so a failure names it. */
export type HostileKind = "nul" | "surrogate" | "overlong" | "wrong-type";

/** One request to send, and what was done to it. */
export interface HostileCall {
  readonly label: string;
  readonly kind: HostileKind;
  readonly request: () => Promise<InjectOptions>;
}

/** A path or query value: plain text to encode, or text already percent-encoded. */
type UrlValue = { readonly plain: string } | { readonly raw: string };

/** A request as parts, before it is encoded. */
export interface CallParts {
  readonly method: RouteDef["method"];
  /** The Fastify path, with `:name` and `*` parameters. */
  readonly path: string;
  readonly params: Readonly<Record<string, string>>;
  readonly query: Readonly<Record<string, unknown>>;
  readonly body: unknown;
  readonly multipart: boolean;
  readonly headers: Readonly<Record<string, string>>;
  /** Tells a spoiled body that is still valid (null where null is allowed), which is no attack. */
  readonly accepts: (body: unknown) => boolean;
}

/** Ten megabytes of text, far past every body limit. */
const HUGE = "x".repeat(10 * 1024 * 1024);
/** A megabyte of text: within the JSON body limit, past any sensible field length. */
const LONG = "y".repeat(1024 * 1024);

/**
 * A URL value past every limit a URL meets. Over HTTP, Node refuses a request head longer than
 * 16 KiB (its `maxHeaderSize`) before the server sees it; `inject` skips that parser, so 64 KiB
 * stands for every longer value, and is past the router's 512-character parameter limit too.
 * (Ten megabytes here only made the suite slow: each call parsed and routed a 10 MB URL.)
 */
const URL_TOO_LONG = "x".repeat(64 * 1024);

const urlValues: readonly [HostileKind, string, UrlValue][] = [
  ["nul", "NUL", { raw: "a%00b" }],
  // U+D800 as UTF-8 would write it: no valid UTF-8 sequence can carry a lone surrogate.
  ["surrogate", "unpaired surrogate", { raw: "a%ED%A0%80b" }],
  ["overlong", "64 KiB", { plain: URL_TOO_LONG }],
];

const encode = (v: UrlValue) => ("raw" in v ? v.raw : encodeURIComponent(v.plain));

const urlOf = (parts: CallParts, params: Record<string, UrlValue>, query: [string, UrlValue][]) => {
  const path = parts.path.replace(/:([A-Za-z][A-Za-z0-9_]*)|\*$/g, (match, name?: string) => {
    const value = params[name ?? "*"];
    if (value === undefined) throw new Error(`no value for ${match} in ${parts.path}`);
    return encode(value);
  });
  const search = query.map(([k, v]) => `${encodeURIComponent(k)}=${encode(v)}`).join("&");
  return search === "" ? path : `${path}?${search}`;
};

const queryEntries = (query: Readonly<Record<string, unknown>>): [string, UrlValue][] =>
  Object.entries(query).flatMap(([k, v]) =>
    (Array.isArray(v) ? v : [v]).map((item): [string, UrlValue] => [k, { plain: String(item) }]),
  );

const plainParams = (params: Readonly<Record<string, string>>): Record<string, UrlValue> =>
  Object.fromEntries(Object.entries(params).map(([k, v]) => [k, { plain: v }]));

const formOf = (body: unknown): FormData => {
  const form = new FormData();
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item instanceof File) form.append(key, item, item.name);
      else form.append(key, typeof item === "string" ? item : JSON.stringify(item));
    }
  }
  return form;
};

/** The injectable request of call parts, with `url` and `body` possibly replaced. */
export const requestOf = async (
  parts: CallParts,
  change: {
    params?: Record<string, UrlValue>;
    query?: [string, UrlValue][];
    body?: unknown;
  } = {},
): Promise<InjectOptions> => {
  const url = urlOf(
    parts,
    change.params ?? plainParams(parts.params),
    change.query ?? queryEntries(parts.query),
  );
  const body = "body" in change ? change.body : parts.body;
  if (body === undefined) return { method: parts.method, url, headers: parts.headers };
  if (parts.multipart && typeof body === "object" && body !== null) {
    const { payload, headers } = await multipartPayload(formOf(body));
    return { method: parts.method, url, headers: { ...parts.headers, ...headers }, payload };
  }
  return {
    method: parts.method,
    url,
    headers: { ...parts.headers, "content-type": "application/json" },
    payload: JSON.stringify(body),
  };
};

/** Every string in a value with its path (file names included), for spoiling one at a time. */
const stringPaths = (value: unknown, path: (string | number)[] = []): (string | number)[][] => {
  if (typeof value === "string" || value instanceof File) return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, [...path, i]));
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...path, k]));
  }
  return [];
};

const replaced = (value: unknown, path: readonly (string | number)[], by: unknown): unknown => {
  const [head, ...rest] = path;
  if (head === undefined) {
    if (value instanceof File && typeof by === "string") {
      return new File([value], by, { type: value.type });
    }
    return by;
  }
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? replaced(v, rest, by) : v));
  const record = value as Record<string, unknown>;
  return { ...record, [head]: replaced(record[head], rest, by) };
};

const WRONG_TYPES: readonly [string, unknown][] = [
  ["a number", 12345],
  ["a boolean", true],
  ["an array", ["a", "b"]],
  ["an object", { nested: "x" }],
  ["null", null],
];

const wrongTypesFor = (value: unknown) =>
  WRONG_TYPES.filter(([, wrong]) => typeof wrong !== typeof value || Array.isArray(value));

/** The hostile variants of a well-formed call: path, query and body, one part at a time. */
export const hostileCalls = (parts: CallParts): HostileCall[] => {
  const calls: HostileCall[] = [];
  const add = (label: string, kind: HostileKind, request: () => Promise<InjectOptions>) =>
    calls.push({ label, kind, request });

  for (const name of Object.keys(parts.params)) {
    for (const [kind, what, value] of urlValues) {
      add(`path ${name}: ${what}`, kind, () =>
        requestOf(parts, { params: { ...plainParams(parts.params), [name]: value } }),
      );
    }
  }

  const query = queryEntries(parts.query);
  for (const [i, [key]] of query.entries()) {
    for (const [kind, what, value] of urlValues) {
      add(`query ${key}: ${what}`, kind, () =>
        requestOf(parts, {
          query: query.map((e, j): [string, UrlValue] => (i === j ? [key, value] : e)),
        }),
      );
    }
    add(`query ${key}: repeated`, "wrong-type", () =>
      requestOf(parts, { query: [...query, [key, { plain: "1" }], [key, { plain: "2" }]] }),
    );
  }

  if (parts.body === undefined) return calls;
  const addBody = (label: string, kind: HostileKind, body: unknown) => {
    if (!parts.accepts(body)) add(label, kind, () => requestOf(parts, { body }));
  };
  const stringValues: readonly [HostileKind, string, string][] = parts.multipart
    ? [
        ["nul", "NUL", "a\u0000b.jpg"],
        ["overlong", "1 MB", LONG],
      ]
    : [
        ["nul", "NUL", "a\u0000b"],
        ["surrogate", "unpaired surrogate", "a\uD800b"],
        ["overlong", "1 MB", LONG],
      ];
  for (const path of stringPaths(parts.body)) {
    for (const [kind, what, value] of stringValues) {
      addBody(`body.${path.join(".")}: ${what}`, kind, replaced(parts.body, path, value));
    }
  }
  add("body: a 10 MB string field", "overlong", () =>
    requestOf(parts, { body: { ...(parts.body as object), huge: HUGE } }),
  );
  if (!parts.multipart) {
    for (const [what, wrong] of WRONG_TYPES) {
      addBody(`body: ${what} instead of an object`, "wrong-type", wrong);
    }
    if (typeof parts.body === "object" && parts.body !== null) {
      for (const [key, value] of Object.entries(parts.body)) {
        for (const [what, wrong] of wrongTypesFor(value)) {
          addBody(`body.${key}: ${what}`, "wrong-type", replaced(parts.body, [key], wrong));
        }
      }
    }
  }
  return calls;
};
