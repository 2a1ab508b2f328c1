import {
  type AdminFieldProblem,
  adminFieldProblems,
  adminWriteBody,
  refusedBodyFields,
} from "@orbis/core/admin";
import { ErrorCode, errorEntry, isErrorCode } from "@orbis/core/errors";
import type { i18n } from "i18next";
import simpleRestProvider from "ra-data-simple-rest";
import { type DataProvider, fetchUtils, HttpError } from "react-admin";

/** What the admin's data provider needs: where Orbis is and the session's current token. */
export interface AdminDataDeps {
  readonly origin: string;
  /** The access token now (the console renews it in the background). */
  readonly accessToken: () => string | null;
  /** The Accept-Language header of the console's language. */
  readonly acceptLanguage: () => string;
  /** The user's words for an error code of the catalogue, or the server's message. */
  readonly errorText: (code: number, fallback: string) => string;
  /** The admin's words for what is wrong with a field (`adminFieldText`). */
  readonly fieldText: (problem: AdminFieldProblem) => string;
  /** The admin's own words for a record that is not there or not the caller's. */
  readonly notFoundText: () => string;
}

/**
 * Refusals of a record that is not there or is another account's (no such route or record, not
 * the caller's group, student or record): the admin says so in its own words, the same
 * react-admin's record pages show, since which of them it was tells the person nothing.
 */
const NOT_FOUND_CODES: ReadonlySet<number> = new Set([
  ErrorCode.notFound,
  ErrorCode.groupNotFound,
  ErrorCode.studentNotFound,
  ErrorCode.adminRecordNotFound,
]);

/** The refusal of a student's name a classmate has: it is about the name field alone. */
const NAME_TAKEN = ErrorCode.studentNamesInvalid;

/**
 * The user's words for a catalogue code in `i18n`'s language: the texts are keyed by name
 * (`errors:reviewStepSkipped`), not by code; an unknown code keeps the server's message.
 */
export const catalogueErrorText =
  (i18n: Pick<i18n, "t">) =>
  (code: number, fallback: string): string =>
    isErrorCode(code)
      ? i18n.t(`errors:${errorEntry(code).key}`, { defaultValue: fallback })
      : fallback;

const codeOf = (body: unknown): number | undefined => {
  const code = (body as { code?: unknown } | null)?.code;
  return typeof code === "number" ? code : undefined;
};

const jsonOf = (body: unknown): unknown => {
  if (typeof body !== "string") return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
};

/**
 * The form errors of a refused write, by field, for react-admin to mark the inputs with
 * (`body.errors`): each field a 400 names, with what core finds wrong with the value sent
 * against the route's schema, and a student's name a classmate has. Undefined when the refusal
 * names no field.
 */
const fieldErrorsOf = (
  deps: AdminDataDeps,
  request: { readonly url: string; readonly method: string; readonly body: unknown },
  code: number,
  details: unknown,
): Record<string, string> | undefined => {
  const path = new URL(request.url, deps.origin).pathname.replace(/^\/admin-api/, "");
  if (code === NAME_TAKEN && /^\/students(\/|$)/.test(path))
    return { userAlias: deps.errorText(code, "") };
  const fields = code === ErrorCode.badRequest ? refusedBodyFields(details) : [];
  if (fields.length === 0) return undefined;
  const schema = adminWriteBody(request.method, path);
  const problems: Record<string, AdminFieldProblem> =
    schema === undefined
      ? Object.fromEntries(fields.map((field) => [field, { kind: "invalid" }]))
      : adminFieldProblems(schema, jsonOf(request.body), fields);
  return Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [field, deps.fieldText(problem)]),
  );
};

/**
 * `ra-data-simple-rest` over `/admin-api`, sending the console's token in `x-user-auth-token` and
 * turning the catalogue's error codes into the user's words (the notification shows them), a
 * refusal that names fields into errors on those fields.
 */
export const createAdminDataProvider = (deps: AdminDataDeps): DataProvider => {
  const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
    const headers = new Headers(options.headers ?? { Accept: "application/json" });
    const token = deps.accessToken();
    if (token) headers.set("x-user-auth-token", token);
    headers.set("accept-language", deps.acceptLanguage());
    try {
      return await fetchUtils.fetchJson(url, { ...options, headers });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const code = codeOf(error.body);
      if (code === undefined) throw error;
      const message = NOT_FOUND_CODES.has(code)
        ? deps.notFoundText()
        : deps.errorText(code, error.message);
      const request = { url, method: options.method ?? "GET", body: options.body };
      const errors = fieldErrorsOf(
        deps,
        request,
        code,
        (error.body as { details?: unknown }).details,
      );
      const body = errors === undefined ? error.body : { ...error.body, errors };
      throw new HttpError(message, error.status, body);
    }
  };
  return simpleRestProvider(`${deps.origin}/admin-api`, httpClient);
};
