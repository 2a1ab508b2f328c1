import { DescribeVoicesCommand, type PollyClient, type Voice } from "@aws-sdk/client-polly";
import type { Language, VoiceLanguage } from "@orbis/core/contract";
import { languageOfTag } from "@orbis/core/i18n";
import { voiceLanguage } from "./speechEngine";

/** A Polly voice as one of our languages uses it. */
export interface PollyVoice {
  readonly id: string;
  readonly name: string;
  /** `neural` where the voice has it (it sounds far better), else `standard`. */
  readonly engine: "neural" | "standard";
  /** Polly's code for the language (`en-GB`); sent only for a bilingual voice's second language. */
  readonly languageCode: string;
  readonly bilingual: boolean;
}

/** Our languages' Polly voices; Polly has no Vietnamese, so `vi` has none. */
export type PollyCatalogue = ReadonlyMap<Language, readonly PollyVoice[]>;

/** Where each language's default voice comes from: its main locale. */
const MAIN_LOCALE: Readonly<Record<Language, string>> = {
  ko: "ko-KR",
  en: "en-US",
  vi: "vi-VN",
  ja: "ja-JP",
};

/** Every Polly voice, page after page (DescribeVoices pages with `NextToken`). */
export const describeAllVoices = async (client: PollyClient): Promise<Voice[]> => {
  const voices: Voice[] = [];
  let NextToken: string | undefined;
  do {
    const page = await client.send(
      new DescribeVoicesCommand({ IncludeAdditionalLanguageCodes: true, NextToken }),
    );
    voices.push(...(page.Voices ?? []));
    NextToken = page.NextToken;
  } while (NextToken !== undefined && NextToken !== "");
  return voices;
};

/** Default first: main locale, then neural, then voices speaking it as their first language. */
const rank = (language: Language, v: PollyVoice) =>
  (v.languageCode === MAIN_LOCALE[language] ? 0 : 4) +
  (v.engine === "neural" ? 0 : 2) +
  (v.bilingual ? 1 : 0);

/**
 * Polly's voices grouped by our languages (`ko-KR` → ko, every `en-*` → en, `ja-JP` → ja),
 * bilingual voices also under their additional language. Voices with neither the neural nor the
 * standard engine (long-form or generative only) are left out: they cost more and speak fewer
 * languages, and a voice list should not offer what the default engines cannot speak.
 */
export const pollyCatalogue = (voices: readonly Voice[]): PollyCatalogue => {
  const byLanguage = new Map<Language, PollyVoice[]>();
  for (const v of voices) {
    const engines = v.SupportedEngines ?? [];
    const engine = engines.includes("neural") ? "neural" : "standard";
    if (v.Id === undefined || (engine === "standard" && !engines.includes("standard"))) continue;
    const codes = [v.LanguageCode, ...(v.AdditionalLanguageCodes ?? [])];
    codes.forEach((code, i) => {
      const language = languageOfTag(code);
      if (code === undefined || language === undefined || v.Id === undefined) return;
      const list = byLanguage.get(language) ?? [];
      if (list.some((known) => known.id === v.Id)) return;
      const label = i === 0 ? (v.LanguageName ?? code) : code;
      const name = `${v.Name ?? v.Id} (${label})`;
      list.push({ id: v.Id, name, engine, languageCode: code, bilingual: i > 0 });
      byLanguage.set(language, list);
    });
  }
  for (const [language, list] of byLanguage) {
    list.sort((a, b) => rank(language, a) - rank(language, b) || a.id.localeCompare(b.id));
  }
  return byLanguage;
};

/** The catalogue as `GET /polly/languages` lists it, in our languages' order. */
export const pollyLanguages = (catalogue: PollyCatalogue): VoiceLanguage[] =>
  (Object.keys(MAIN_LOCALE) as Language[]).flatMap((language) => {
    const voices = catalogue.get(language) ?? [];
    return voices.length === 0
      ? []
      : [
          voiceLanguage(
            language,
            voices.map(({ id, name }) => ({ id, name })),
          ),
        ];
  });
