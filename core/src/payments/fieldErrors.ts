import type { z } from "zod";
import type { PaymentsLanguage } from "../contract/enums";
import { enPaymentsMessages } from "./locales/en";
import { paymentsMessages } from "./messages";
import type { PaymentsMessages } from "./messageTypes";

/** Field path (dot-joined, `""` for the form itself) → the message to show under it. */
export type FieldErrors = Readonly<Record<string, string>>;

type Issue = z.core.$ZodIssue;

// The schemas speak English (the words of docs/product/validation.md); these are the texts a language swaps them for.
const translatable: readonly ((m: PaymentsMessages) => string)[] = [
  (m) => m.field.required,
  (m) => m.field.format,
  (m) => m.paypal.required,
];

const translate = (message: string, language: PaymentsLanguage): string => {
  const pick = translatable.find((read) => read(enPaymentsMessages) === message);
  return pick ? pick(paymentsMessages[language]) : message;
};

// A union that failed as a whole reports each branch; the branch with the fewest problems is
// the one the user most likely meant, so its issues stand for the union's.
const flatten = (issues: readonly Issue[], prefix: readonly PropertyKey[]): [string, string][] =>
  issues.flatMap((issue): [string, string][] => {
    const path = [...prefix, ...issue.path];
    if (issue.code === "invalid_union" && issue.errors.length > 0) {
      const branch = issue.errors.reduce((best, next) => (next.length < best.length ? next : best));
      if (branch.length > 0) return flatten(branch, path);
    }
    return [[path.map(String).join("."), issue.message]];
  });

/**
 * The first message of each field of a failed parse, in the order the schema checks them, such as
 * `{ "cardNumber.1": "Match the requested format." }`. Messages are the product's English unless a
 * language is given.
 */
export const fieldErrors = (error: z.ZodError, language: PaymentsLanguage = "en"): FieldErrors => {
  const result: Record<string, string> = {};
  for (const [field, message] of flatten(error.issues, [])) {
    if (!Object.hasOwn(result, field)) result[field] = translate(message, language);
  }
  return result;
};

/** The outcome of checking a form: its parsed value, or the messages per field. */
export type FormCheck<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly errors: FieldErrors };

/** Parses a form with one of the payments schemas and hands back either its value or its field errors. */
export const checkForm = <T>(
  schema: z.ZodType<T>,
  input: unknown,
  language: PaymentsLanguage = "en",
): FormCheck<T> => {
  const parsed = schema.safeParse(input);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, errors: fieldErrors(parsed.error, language) };
};
