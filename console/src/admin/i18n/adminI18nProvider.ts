import type { Language } from "@orbis/core/contract";
import {
  i18nextOptionsOf,
  LANGUAGE_NATIVE_NAMES,
  LANGUAGES,
  type PolyglotOptions,
} from "@orbis/core/i18n";
import type { i18n } from "i18next";
import type { I18nProvider } from "react-admin";
import { ADMIN_NAMESPACE, loadAdminMessages } from "./adminMessages";

/** What the admin's i18n provider needs: the console's i18next and its language switch. */
export interface AdminI18nDeps {
  readonly i18n: i18n;
  /** The console's own language choice (kept for the next visit, sent to the server). */
  readonly setLanguage: (language: Language) => Promise<void>;
}

const languageOf = (value: string): Language =>
  (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : "ko";

/**
 * react-admin's i18n provider over the console's one i18next instance (an adapter
 * package would bring a second i18next): react-admin's catalogue and the admin's own texts sit
 * in the `admin` namespace, loaded per language, and switching the language here switches the
 * whole console's.
 */
export const createAdminI18nProvider = (deps: AdminI18nDeps): I18nProvider => ({
  translate: (key, options) =>
    String(
      deps.i18n.t(key, {
        ns: ADMIN_NAMESPACE,
        // Labels may be plain text ("Note: …"): never read a namespace out of the key.
        nsSeparator: false,
        ...i18nextOptionsOf(options as PolyglotOptions | undefined),
      }),
    ),
  changeLocale: async (locale) => {
    const language = languageOf(locale);
    await loadAdminMessages(deps.i18n, language);
    await deps.setLanguage(language);
  },
  getLocale: () => languageOf(deps.i18n.language),
  getLocales: () => LANGUAGES.map((locale) => ({ locale, name: LANGUAGE_NATIVE_NAMES[locale] })),
});
