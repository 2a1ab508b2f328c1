import { describe, expect, it } from "vitest";
import type { MetadataEntry, SiteMetadata } from "../contract/entities/metadata";
import type { Language } from "../contract/enums";
import { metadataEntryFor, pageHead } from "./headMetadata";

const entry = (title: string): MetadataEntry => ({
  title,
  description: `${title} description`,
  keywords: `${title}, keywords`,
});

const metadata: SiteMetadata = {
  "/": { ko: entry("홈"), en: entry("Home") },
  "/builder/pricing": { ko: entry("요금제"), ja: entry("料金") },
  "/only-english": { en: entry("English only") },
};

describe("metadataEntryFor", () => {
  it.each<[string, Language, string | undefined]>([
    ["/", "en", "Home"],
    ["/", "ko", "홈"],
    ["/", "vi", "홈"],
    ["/builder/pricing", "ja", "料金"],
    ["/builder/pricing/", "ja", "料金"],
    ["/builder/pricing", "en", "요금제"],
    ["/only-english", "en", "English only"],
    ["/only-english", "ja", undefined],
    ["/builder", "en", undefined],
    ["/toString", "en", undefined],
    ["/__proto__", "en", undefined],
  ])("%s in %s → %s", (path, language, title) => {
    expect(metadataEntryFor(metadata, path, language)?.title).toBe(title);
  });
});

describe("pageHead", () => {
  const home = entry("Virtual tours | Orbis");
  it.each<[string, Parameters<typeof pageHead>[0], ReturnType<typeof pageHead>]>([
    [
      "a public page with an entry takes its title",
      { entry: home, pageTitle: undefined, brand: "Orbis", isPublic: true },
      {
        title: "Virtual tours | Orbis",
        description: "Virtual tours | Orbis description",
        keywords: "Virtual tours | Orbis, keywords",
      },
    ],
    [
      "a page with its own translated title keeps it",
      { entry: home, pageTitle: "Page not found", brand: "Orbis", isPublic: true },
      {
        title: "Page not found | Orbis",
        description: "Virtual tours | Orbis description",
        keywords: "Virtual tours | Orbis, keywords",
      },
    ],
    [
      "an app page without a translated title is the brand",
      { entry: home, pageTitle: undefined, brand: "Orbis", isPublic: false },
      {
        title: "Orbis",
        description: "Virtual tours | Orbis description",
        keywords: "Virtual tours | Orbis, keywords",
      },
    ],
    [
      "a page without an entry",
      { entry: undefined, pageTitle: undefined, brand: "Orbis", isPublic: true },
      { title: "Orbis", description: null, keywords: null },
    ],
    [
      "empty fields count as missing",
      {
        entry: { title: "", description: "", keywords: "" },
        pageTitle: undefined,
        brand: "Orbis",
        isPublic: true,
      },
      { title: "Orbis", description: null, keywords: null },
    ],
  ])("%s", (_, input, expected) => {
    expect(pageHead(input)).toEqual(expected);
  });
});
