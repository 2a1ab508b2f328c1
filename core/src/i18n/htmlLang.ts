import type { Language } from "../contract/enums";

/**
 * The `lang` attribute of the `<html>` element for an interface language. The bare language
 * subtag: the interface text is not regional.
 */
export const htmlLang = (language: Language): string => language;

/**
 * The `Accept-Language` request header for an interface language. Only the chosen language is
 * sent: the server falls back to Korean itself, as the client does.
 */
export const acceptLanguageHeader = (language: Language): string => language;
