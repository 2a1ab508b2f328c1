import { errorEntry, isErrorCode } from "@orbis/core/errors";
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
}

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

/**
 * `ra-data-simple-rest` over `/admin-api`, sending the console's token in `x-user-auth-token` and
 * turning the catalogue's error codes into the user's words (the notification shows them).
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
      throw new HttpError(deps.errorText(code, error.message), error.status, error.body);
    }
  };
  return simpleRestProvider(`${deps.origin}/admin-api`, httpClient);
};
