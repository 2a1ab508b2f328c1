import type { Language } from "@orbis/core/contract";
import type { ConsoleMessages } from "./locales/ko";

/** The i18next namespace of the console's own messages (core's hold the shared ones). */
export const CONSOLE_NAMESPACE = "console";

// One dynamic import per language: the landing bundle carries none of them.
const loaders: Readonly<Record<Language, () => Promise<ConsoleMessages>>> = {
  ko: () => import("./locales/ko").then((m) => m.ko),
  en: () => import("./locales/en").then((m) => m.en),
  vi: () => import("./locales/vi").then((m) => m.vi),
  ja: () => import("./locales/ja").then((m) => m.ja),
};

/** Loads the console's messages of one language on demand. */
export const loadConsoleMessages = (language: Language): Promise<ConsoleMessages> =>
  loaders[language]();
