import type { Language } from "@orbis/core/contract";
import { htmlLang } from "@orbis/core/i18n";

/** When a comment was written, in the interface language: `Nov 22, 2026, 3:04 PM`. */
export const formatCommentTime = (instant: string, language: Language): string =>
  new Intl.DateTimeFormat(htmlLang(language), { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(instant),
  );
