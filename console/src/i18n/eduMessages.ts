import type { Language } from "@orbis/core/contract";
import type { EduMessages } from "./locales/edu/ko";

/**
 * The i18next namespace of the education screens (settings, instructor account, licence
 * purchase, lecture submission): loaded when a screen first asks for it, never with the landing
 * page.
 */
export const EDU_NAMESPACE = "edu";

/** The education texts of each language, each its own chunk. */
export const eduLoaders: Readonly<Record<Language, () => Promise<EduMessages>>> = {
  ko: () => import("./locales/edu/ko").then((m) => m.koEdu),
  en: () => import("./locales/edu/en").then((m) => m.enEdu),
  vi: () => import("./locales/edu/vi").then((m) => m.viEdu),
  ja: () => import("./locales/edu/ja").then((m) => m.jaEdu),
};
