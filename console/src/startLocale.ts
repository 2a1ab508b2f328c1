import type { Currency, Language } from "@orbis/core/contract";
import { resolveCurrency, resolveLanguage } from "@orbis/core/i18n";
import { UI_STORAGE_KEYS } from "./stores/UiStore";

/**
 * The language and currency on start (docs/product/states.md): the URL's `lang`, the stored choice, the
 * browser's languages, then Korean; the currency from its stored choice or the language.
 */
export const startLocale = (
  win: Window = window,
): { readonly language: Language; readonly currency: Currency } => {
  const query = Object.fromEntries(new URLSearchParams(win.location.search));
  const storage = win.localStorage;
  const language = resolveLanguage({
    query,
    stored: storage.getItem(UI_STORAGE_KEYS.language),
    browser: win.navigator.languages,
  });
  const currency = resolveCurrency({ stored: storage.getItem(UI_STORAGE_KEYS.currency), language });
  return { language, currency };
};
