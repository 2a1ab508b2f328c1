import type { Language } from "@orbis/core/contract";
import { htmlLang } from "@orbis/core/i18n";

/** An instant of the API (ISO 8601) as a date in the interface language, e.g. `Nov 22, 2026`. */
export const formatDay = (instant: string, language: Language): string =>
  new Intl.DateTimeFormat(htmlLang(language), { dateStyle: "medium" }).format(new Date(instant));
