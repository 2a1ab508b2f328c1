import { randomUUID } from "node:crypto";
import { z } from "zod";

/*
 * A plausible value for a zod schema, from its JSON Schema: the starting point the hostile-input
 * test spoils one field at a time, so each refusal it sees is about that field alone.
 */

type Json = { [key: string]: unknown };

const STRING_CANDIDATES = [
  "sample",
  "Sample 1",
  "abc",
  "ABC123",
  "a1b2c3",
  "abc-def",
  "2026-01-01",
  "12:00",
  "#3a6b4c",
  "ko",
  "1",
  "12345678",
  "123456",
  "Passw0rd!2026",
  "G-ABC123",
  "https://example.com/sample",
  "/cdn/sample.jpg",
  "4242-4242-4242-4242",
  "1230",
  "12",
];

const FORMATS: Readonly<Record<string, () => string>> = {
  email: () => "sample@example.com",
  "date-time": () => "2026-01-01T00:00:00Z",
  date: () => "2026-01-01",
  time: () => "12:00:00",
  uri: () => "https://example.com/sample",
  url: () => "https://example.com/sample",
  uuid: randomUUID,
};

const patternsOf = (s: Json): string[] => [
  ...(typeof s.pattern === "string" ? [s.pattern] : []),
  ...((s.allOf as Json[] | undefined) ?? []).flatMap(patternsOf),
];

const fits = (s: Json, value: string): boolean => {
  if (!patternsOf(s).every((p) => new RegExp(p, "u").test(value))) return false;
  if (typeof s.minLength === "number" && value.length < s.minLength) return false;
  if (typeof s.maxLength === "number" && value.length > s.maxLength) return false;
  return true;
};

const sampleString = (s: Json): string => {
  const format = typeof s.format === "string" ? FORMATS[s.format] : undefined;
  if (format !== undefined) return format();
  const found = STRING_CANDIDATES.find((c) => fits(s, c));
  if (found !== undefined) return found;
  const min = typeof s.minLength === "number" ? s.minLength : 1;
  return "a".repeat(Math.max(min, 1));
};

const sampleNumber = (s: Json, integer: boolean): number => {
  const min =
    typeof s.minimum === "number"
      ? s.minimum
      : typeof s.exclusiveMinimum === "number"
        ? s.exclusiveMinimum + (integer ? 1 : 0.5)
        : undefined;
  const max = typeof s.maximum === "number" ? s.maximum : undefined;
  const value = min ?? (max !== undefined && max < 1 ? max : 1);
  return integer ? Math.ceil(value) : value;
};

const resolve = (s: Json, root: Json): Json => {
  if (typeof s.$ref !== "string") return s;
  const name = s.$ref.replace(/^#\/\$defs\//, "");
  return ((root.$defs as Json | undefined)?.[name] as Json | undefined) ?? {};
};

const sampleOf = (schema: Json, root: Json, depth: number): unknown => {
  const s = resolve(schema, root);
  if (depth > 12) return null;
  if ("const" in s) return s.const;
  if (Array.isArray(s.enum)) return s.enum[0];
  if (s.default !== undefined) return s.default;
  const options = (s.anyOf ?? s.oneOf) as Json[] | undefined;
  // z.file().mime([...]) lists its types as `anyOf` beside `format: binary`.
  if (s.format === "binary") {
    const type = options?.[0]?.contentMediaType ?? s.contentMediaType;
    return new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], "sample.jpg", {
      type: typeof type === "string" ? type : "image/jpeg",
    });
  }
  if (options !== undefined) {
    const pick = options.find((o) => resolve(o, root).type !== "null") ?? options[0];
    return pick === undefined ? null : sampleOf(pick, root, depth + 1);
  }
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== "null") : s.type;
  // Several patterns of one string come as `allOf`; `fits` checks them all.
  if (Array.isArray(s.allOf) && type !== "string") {
    return Object.assign({}, ...s.allOf.map((p) => sampleOf(p as Json, root, depth + 1)));
  }
  switch (type) {
    case "string":
      return sampleString(s);
    case "integer":
      return sampleNumber(s, true);
    case "number":
      return sampleNumber(s, false);
    case "boolean":
      return true;
    case "null":
      return null;
    case "array": {
      const count = Math.max(typeof s.minItems === "number" ? s.minItems : 1, 1);
      const item = (s.prefixItems as Json[] | undefined) ?? undefined;
      if (item !== undefined) return item.map((p) => sampleOf(p, root, depth + 1));
      return Array.from({ length: count }, () =>
        sampleOf((s.items as Json) ?? {}, root, depth + 1),
      );
    }
    case "object": {
      const properties = (s.properties as Record<string, Json> | undefined) ?? {};
      return Object.fromEntries(
        Object.entries(properties).map(([k, p]) => [k, sampleOf(p, root, depth + 1)]),
      );
    }
    default:
      return "sample";
  }
};

/**
 * A value for `schema` that it accepts when one can be found: every property filled in first,
 * then without one optional property at a time (for "either this or that" rules), then the
 * required ones only, and whatever was made when none parses (the caller learns which by `valid`).
 */
export const sampleValue = (schema: z.ZodType): { value: unknown; valid: boolean } => {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Json;
  const full = sampleOf(json, json, 0);
  if (schema.safeParse(full).success) return { value: full, valid: true };
  if (typeof full !== "object" || full === null || Array.isArray(full)) {
    return { value: full, valid: false };
  }
  const required = new Set((json.required as string[] | undefined) ?? []);
  const entries = Object.entries(full);
  const candidates = [
    ...entries
      .filter(([k]) => !required.has(k))
      .map(([left]) => entries.filter(([k]) => k !== left)),
    entries.filter(([k]) => required.has(k)),
  ].map((e) => Object.fromEntries(e));
  const found = candidates.find((c) => schema.safeParse(c).success);
  return found === undefined ? { value: full, valid: false } : { value: found, valid: true };
};

/**
 * A valid sample of an object schema (a route's params, query, body or headers), `{}` for none;
 * throws when the schema has no valid sample, so a route the walk cannot call is said aloud.
 */
export const sampleFieldsOf = (schema: z.ZodType | undefined): Record<string, unknown> => {
  if (schema === undefined) return {};
  const { value, valid } = sampleValue(schema);
  if (!valid) throw new Error(`no valid sample for ${JSON.stringify(value)}`);
  return value as Record<string, unknown>;
};
