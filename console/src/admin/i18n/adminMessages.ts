import type { Language } from "@orbis/core/contract";
import { FALLBACK_LANGUAGE, type MessageTree, polyglotToI18next } from "@orbis/core/i18n";
import type { i18n } from "i18next";
import { enAdmin } from "./locales/en";
import { jaAdmin } from "./locales/ja";
import { koAdmin } from "./locales/ko";
import { viAdmin } from "./locales/vi";

/** The i18next namespace of the admin console: react-admin's catalogue and the admin's texts. */
export const ADMIN_NAMESPACE = "admin";

/** react-admin's own catalogue in each language, loaded with the language. */
const raCatalogue: Record<Language, () => Promise<MessageTree>> = {
  en: async () => (await import("ra-language-english")).default as unknown as MessageTree,
  ko: async () => (await import("./ra/ko")).raKo,
  vi: async () => (await import("./ra/vi")).raVi,
  ja: async () => (await import("./ra/ja")).raJa,
};

/** The admin's own texts in each language: its shell and every resource's. */
const ownMessages: Record<Language, MessageTree> = {
  ko: koAdmin,
  en: enAdmin,
  vi: viAdmin,
  ja: jaAdmin,
};

/**
 * Adds one language's admin messages (with Korean, the fallback) to the console's i18next, once:
 * react-admin's catalogue converted from Polyglot's format, then the admin's own texts.
 */
export const loadAdminMessages = async (instance: i18n, language: Language): Promise<void> => {
  const wanted = [...new Set<Language>([language, FALLBACK_LANGUAGE])].filter(
    (lang) => !instance.hasResourceBundle(lang, ADMIN_NAMESPACE),
  );
  await Promise.all(
    wanted.map(async (lang) => {
      const catalogue: () => Promise<MessageTree> = raCatalogue[lang];
      const ra = polyglotToI18next(await catalogue());
      const own = polyglotToI18next(ownMessages[lang]);
      instance.addResourceBundle(lang, ADMIN_NAMESPACE, ra, true, true);
      instance.addResourceBundle(lang, ADMIN_NAMESPACE, own, true, true);
    }),
  );
};
