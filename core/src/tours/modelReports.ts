import type { ModelFormat, ModelVerification } from "../contract/entities/model";
import type { Language } from "../contract/enums";
import { FALLBACK_LANGUAGE } from "../i18n/languages";

/** A finding's severity as Khronos' glTF validator numbers it: 0 error … 3 hint. */
const SEVERITIES = ["error", "warning", "info", "hint"] as const;

/** One message of a glTF validator report, as the validator writes it. */
export interface ValidatorMessage {
  readonly code: string;
  readonly message: string;
  readonly severity: number;
  readonly pointer?: string;
  /** Byte offset, for findings in binary data instead of the JSON. */
  readonly offset?: number;
}

/**
 * The verification answer for a validator report's messages: valid when no finding is an error.
 * Severities outside 0–3 count as errors, so a validator that starts numbering differently
 * refuses a model rather than letting a broken one through. A finding in binary data names its
 * byte offset as `/@<offset>`, since it has no JSON pointer.
 */
export const verificationOf = (
  format: ModelFormat,
  messages: readonly ValidatorMessage[],
): ModelVerification => {
  const issues = messages.map((m) => ({
    code: m.code,
    message: m.message,
    severity: SEVERITIES[m.severity] ?? "error",
    pointer: m.pointer ?? (m.offset === undefined ? null : `/@${m.offset}`),
  }));
  return { valid: issues.every((i) => i.severity !== "error"), format, issues };
};

/** Names of a catalogue entry per interface language; Korean is expected, others optional. */
export type LocalisedNames = Readonly<Partial<Record<string, string>>>;

/**
 * A catalogue name in `language`, else in Korean (the fallback language), else in whichever
 * language the entry has first; "" only for an entry with no name at all.
 */
export const localisedName = (names: LocalisedNames, language: Language): string => {
  const usable = (value: string | undefined) =>
    value !== undefined && value.trim() !== "" ? value : undefined;
  return (
    usable(names[language]) ??
    usable(names[FALLBACK_LANGUAGE]) ??
    Object.values(names).find((n) => usable(n) !== undefined) ??
    ""
  );
};
