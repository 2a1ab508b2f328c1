import { z } from "zod";
import {
  adminGroupWriteSchema,
  adminInstructorUpdateSchema,
  adminStudentUpdateSchema,
} from "../contract/entities/adminApi";
import { adminApiRoutes } from "../contract/routes/adminApi";

/**
 * What is wrong with one field of an admin write, in words a form can show beside it:
 * - `required`: empty or only spaces;
 * - `tooLong`: more than `max` characters;
 * - `unstorable`: a character the database cannot hold (NUL, a lone surrogate);
 * - `format`: not written as the field must be (a phone number);
 * - `invalid`: refused for a reason the contract's schema does not know (the server's own).
 */
export type AdminFieldProblem =
  | { readonly kind: "required" }
  | { readonly kind: "tooLong"; readonly max: number }
  | { readonly kind: "unstorable" }
  | { readonly kind: "format" }
  | { readonly kind: "invalid" };

/**
 * The body schema the admin API checks a write with: the route of `method` on `path` (the
 * request's path under `/admin-api`, `/groups` or `/groups/12`) in the one route table, so a
 * form reads the very limits the server applies. Undefined for a call without a body.
 */
export const adminWriteBody = (method: string, path: string): z.ZodType | undefined => {
  const segments = path.split("?")[0]?.split("/").filter(Boolean) ?? [];
  for (const route of Object.values(adminApiRoutes)) {
    if (route.method !== method.toUpperCase() || !("body" in route)) continue;
    const pattern = route.path.split("/").filter(Boolean);
    const matches =
      pattern.length === segments.length &&
      pattern.every((part, i) => part.startsWith("{") || part === segments[i]);
    if (matches) return route.body;
  }
  return undefined;
};

/**
 * The longest text a field of a write schema takes (its zod `max`, through `nullable` and
 * `optional`), for the form's input to carry the server's limit; undefined when it has none.
 */
export const textMaxLength = <S extends z.ZodRawShape>(
  schema: z.ZodObject<S>,
  field: keyof S & string,
): number | undefined => {
  let current: unknown = schema.shape[field];
  while (current instanceof z.ZodNullable || current instanceof z.ZodOptional)
    current = current.unwrap();
  return current instanceof z.ZodString ? (current.maxLength ?? undefined) : undefined;
};

/**
 * The longest text of each text field of the admin's forms, read from the schemas the server
 * checks their writes with: the inputs carry these (`maxlength` and a validator).
 */
export const ADMIN_TEXT_LIMITS = {
  groups: { name: textMaxLength(adminGroupWriteSchema, "name") },
  students: { userAlias: textMaxLength(adminStudentUpdateSchema, "userAlias") },
  instructors: {
    name: textMaxLength(adminInstructorUpdateSchema, "name"),
    organization: textMaxLength(adminInstructorUpdateSchema, "organization"),
    introduction: textMaxLength(adminInstructorUpdateSchema, "introduction"),
  },
} as const;

/**
 * The body fields a 400's details name: the server lists each invalid field as
 * `{ in: "body", path: "name", message }` (`details.fields`); a nested path counts as its top
 * field, which is the form's input.
 */
export const refusedBodyFields = (details: unknown): string[] => {
  const fields = (details as { fields?: unknown } | null | undefined)?.fields;
  if (!Array.isArray(fields)) return [];
  const named = fields.flatMap((field: unknown) => {
    const { in: part, path } = (field ?? {}) as { in?: unknown; path?: unknown };
    const top = typeof path === "string" ? path.split(".")[0] : undefined;
    return part === "body" && top ? [top] : [];
  });
  return [...new Set(named)];
};

/** The problem zod's first issue of a field describes. */
const problemOf = (issue: z.core.$ZodIssue): AdminFieldProblem => {
  if (issue.code === "too_big" && typeof issue.maximum === "number")
    return { kind: "tooLong", max: issue.maximum };
  if (issue.code === "too_small") return { kind: "required" };
  // The titles' "something besides spaces" pattern is how an empty title is refused.
  if (issue.code === "invalid_format" && "pattern" in issue && issue.pattern === String(/\S/))
    return { kind: "required" };
  if (issue.code === "invalid_format") return { kind: "format" };
  // A field missing from the body, or null where text is wanted.
  if (issue.code === "invalid_type") return { kind: "required" };
  if (issue.code === "custom") return { kind: "unstorable" };
  return { kind: "invalid" };
};

/**
 * What is wrong with each field a refusal names (`fields`, from {@link refusedBodyFields}), read
 * by checking the `body` sent against the `schema` the server used: the first issue of each
 * field, or `invalid` for a field the schema finds nothing wrong with (a rule of the server's).
 */
export const adminFieldProblems = (
  schema: z.ZodType,
  body: unknown,
  fields: readonly string[],
): Record<string, AdminFieldProblem> => {
  const issues = schema.safeParse(body).error?.issues ?? [];
  return Object.fromEntries(
    fields.map((field) => {
      const issue = issues.find((candidate) => String(candidate.path[0]) === field);
      return [field, issue === undefined ? { kind: "invalid" } : problemOf(issue)];
    }),
  );
};
