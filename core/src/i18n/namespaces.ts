import type { Language } from "../contract/enums";

/** Every message namespace. `payments` and `ai` exist in Korean, English and Vietnamese only. */
export const NAMESPACES = ["common", "pages", "errors", "ai", "payments"] as const;

/** A message namespace. */
export type Namespace = (typeof NAMESPACES)[number];

/** The namespace an unqualified key is looked up in, as i18next's `defaultNS`. */
export const DEFAULT_NAMESPACE: Namespace = "common";

const everyNamespace: readonly Namespace[] = NAMESPACES;
const interfaceOnly: readonly Namespace[] = ["common", "pages", "errors"];

/** The namespaces each language ships (docs/product/overview.md: payments and AI images lack Japanese). */
export const LANGUAGE_NAMESPACES: Readonly<Record<Language, readonly Namespace[]>> = {
  ko: everyNamespace,
  en: everyNamespace,
  vi: everyNamespace,
  ja: interfaceOnly,
};

/** The namespaces `language` ships. */
export const namespacesFor = (language: Language): readonly Namespace[] =>
  LANGUAGE_NAMESPACES[language];

/** True when `language` ships `namespace`; otherwise its keys come from the Korean fallback. */
export const hasNamespace = (language: Language, namespace: Namespace): boolean =>
  LANGUAGE_NAMESPACES[language].includes(namespace);

/** True when `value` names a namespace. */
export const isNamespace = (value: unknown): value is Namespace =>
  typeof value === "string" && (NAMESPACES as readonly string[]).includes(value);
