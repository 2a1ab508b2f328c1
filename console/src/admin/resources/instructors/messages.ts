import type { Language } from "@orbis/core/contract";
import type { MessageTree } from "@orbis/core/i18n";

/** Texts of the instructors resource (`resources.instructors.*`). */
export const instructorsMessages: Record<Language, MessageTree> = {
  ko: { name: "instructors" },
  en: { name: "instructors" },
  vi: { name: "instructors" },
  ja: { name: "instructors" },
};
