import type { Language } from "@orbis/core/contract";
import type { MessageTree } from "@orbis/core/i18n";

/** Texts of the audit resource (`resources.audit.*`). */
export const auditMessages: Record<Language, MessageTree> = {
  ko: { name: "audit" },
  en: { name: "audit" },
  vi: { name: "audit" },
  ja: { name: "audit" },
};
