import type { Language } from "@orbis/core/contract";
import type { MessageTree } from "@orbis/core/i18n";

/** Texts of the students resource (`resources.students.*`). */
export const studentsMessages: Record<Language, MessageTree> = {
  ko: { name: "students" },
  en: { name: "students" },
  vi: { name: "students" },
  ja: { name: "students" },
};
