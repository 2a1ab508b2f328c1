import type { Language } from "@orbis/core/contract";
import { enGuides } from "./locales/en";
import { jaGuides } from "./locales/ja";
import { koGuides } from "./locales/ko";
import { viGuides } from "./locales/vi";

/** One info section: its title and a few concrete steps. */
export interface InfoGuide {
  readonly title: string;
  readonly steps: readonly string[];
}

/*
 * The nine guide sections of `/section3-1` … `/section3-9`, in index order, on the topics the
 * server's `/metadata.json` describes. Kept in this route's chunk, not in the shared messages,
 * so the landing page does not carry them.
 */
export const infoGuides: Readonly<Record<Language, readonly InfoGuide[]>> = {
  en: enGuides,
  ko: koGuides,
  vi: viGuides,
  ja: jaGuides,
};
