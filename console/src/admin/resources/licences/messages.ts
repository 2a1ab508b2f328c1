import type { Language } from "@orbis/core/contract";
import type { MessageTree } from "@orbis/core/i18n";

/** Texts of the licences resource (`resources.licences.*`). */
export const licencesMessages: Record<Language, MessageTree> = {
  ko: { name: "licences" },
  en: { name: "licences" },
  vi: { name: "licences" },
  ja: { name: "licences" },
};
