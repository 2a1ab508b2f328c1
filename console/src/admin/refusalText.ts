import { errorEntry, isErrorCode } from "@orbis/core/errors";
import type { TFunction } from "i18next";
import { errorText } from "../api/errorText";

const bodyCodeOf = (error: unknown): unknown =>
  (error as { body?: { code?: unknown } | null } | null)?.body?.code;

/**
 * What to tell the person about a failed admin call, in the interface language: the catalogue's
 * text for the code of an admin API refusal (react-admin's HttpError carries the body) or of a
 * v3 call (an AppError), else the generic text.
 */
export const refusalText = (t: TFunction, error: unknown): string => {
  const code = bodyCodeOf(error);
  if (isErrorCode(code)) return t(`errors:${errorEntry(code).key}`);
  return errorText(t, error);
};

/** The catalogue code of a failed admin call, when it has one. */
export const refusalCode = (error: unknown): number | undefined => {
  const code = bodyCodeOf(error) ?? (error as { code?: unknown } | null)?.code;
  return typeof code === "number" ? code : undefined;
};
