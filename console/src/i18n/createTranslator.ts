import type { Language } from "@orbis/core/contract";
import { DEFAULT_NAMESPACE, FALLBACK_LANGUAGE, NAMESPACES, resourcesFor } from "@orbis/core/i18n";
import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { commerceBackend } from "./commerceMessages";
import { CONSOLE_NAMESPACE, loadConsoleMessages } from "./consoleMessages";

/** The translator and the way to switch its language (loading that language first). */
export interface Translator {
  readonly i18n: i18n;
  readonly changeLanguage: (language: Language) => Promise<void>;
}

const loaded = new WeakMap<i18n, Set<Language>>();

/** Adds one language's core and console messages to the translator, once. */
const loadLanguage = async (instance: i18n, language: Language): Promise<void> => {
  const done = loaded.get(instance) ?? new Set<Language>();
  loaded.set(instance, done);
  const wanted = [...new Set<Language>([language, FALLBACK_LANGUAGE])].filter((l) => !done.has(l));
  if (wanted.length === 0) return;
  const core = await resourcesFor(language);
  const own = await Promise.all(wanted.map(loadConsoleMessages));
  wanted.forEach((lang, index) => {
    const bundles: object = (core as Partial<Record<Language, object>>)[lang] ?? {};
    for (const [namespace, bundle] of Object.entries(bundles))
      instance.addResourceBundle(lang, namespace, bundle, true, true);
    instance.addResourceBundle(lang, CONSOLE_NAMESPACE, own[index], true, true);
    done.add(lang);
  });
};

/**
 * A translator on core's locales (common, pages, errors, …) plus the console's own namespace,
 * Korean as the fallback. Only the start language and Korean are loaded; others on demand.
 */
export const createTranslator = async (language: Language): Promise<Translator> => {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).use(commerceBackend);
  await instance.init({
    // The bundles below come with their language; the backend adds only what screens ask for.
    partialBundledLanguages: true,
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    ns: [...NAMESPACES, CONSOLE_NAMESPACE],
    defaultNS: DEFAULT_NAMESPACE,
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await loadLanguage(instance, language);
  return {
    i18n: instance,
    changeLanguage: async (next) => {
      await loadLanguage(instance, next);
      await instance.changeLanguage(next);
    },
  };
};
