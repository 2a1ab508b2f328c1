import type { Language } from "@orbis/core/contract";
import type { MessageTree } from "@orbis/core/i18n";

/** Texts of the submissions resource (`resources.submissions.*`). */
export const submissionsMessages: Record<Language, MessageTree> = {
  ko: { name: "submissions" },
  en: { name: "submissions" },
  vi: { name: "submissions" },
  ja: { name: "submissions" },
};
