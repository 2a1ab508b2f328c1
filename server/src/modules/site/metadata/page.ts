import type { Language, MetadataEntry } from "@orbis/core/contract";

/*
 * Head metadata of the public pages (spec §7 "Metadata"), served as /metadata.json. Each page
 * names its title, description and page keywords per language; the brand suffix and the keywords
 * every page shares are added below, so a search result always says what Orbis is.
 */

/** One page in one language: its own title, a description, and its own keywords. */
export type PageCopy = readonly [title: string, description: string, keywords: string];

const BRAND: Readonly<Record<Language, string>> = {
  ko: "Orbis 360° 가상투어 빌더",
  en: "Orbis 360° virtual tour builder",
  vi: "Orbis - trình tạo tour ảo 360°",
  ja: "Orbis 360°バーチャルツアービルダー",
};

const SHARED_KEYWORDS: Readonly<Record<Language, string>> = {
  ko: "Orbis, 360 가상투어, VR 투어, 파노라마",
  en: "Orbis, 360 virtual tour, VR tour, panorama",
  vi: "Orbis, tour ảo 360, tour VR, ảnh toàn cảnh",
  ja: "Orbis, 360度バーチャルツアー, VRツアー, パノラマ",
};

/** A page's entries in every language, with the brand in the title and the shared keywords. */
export const page = (copy: Readonly<Record<Language, PageCopy>>) =>
  Object.fromEntries(
    (Object.entries(copy) as [Language, PageCopy][]).map(
      ([language, [title, description, keywords]]) => [
        language,
        {
          title: `${title} | ${BRAND[language]}`,
          description,
          keywords: `${SHARED_KEYWORDS[language]}, ${keywords}`,
        } satisfies MetadataEntry,
      ],
    ),
  ) as Record<Language, MetadataEntry>;
