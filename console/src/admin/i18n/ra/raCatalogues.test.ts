import { i18nextOptionsOf, type MessageTree, polyglotToI18next } from "@orbis/core/i18n";
import i18next from "i18next";
import english from "ra-language-english";
import { describe, expect, it } from "vitest";
import { raJa } from "./ja";
import { raKo } from "./ko";
import { raVi } from "./vi";

interface Tree {
  readonly [key: string]: unknown;
}

/** Every text of a catalogue by its dotted key, in key order. */
const leaves = (tree: Tree, prefix = ""): [string, string][] =>
  Object.entries(tree)
    .flatMap(([key, value]): [string, string][] =>
      typeof value === "string"
        ? [[`${prefix}${key}`, value]]
        : leaves(value as Tree, `${prefix}${key}.`),
    )
    .sort(([a], [b]) => a.localeCompare(b));

const PLURAL_SEPARATOR = "||||";

const placeholdersOf = (text: string): string[] =>
  [...new Set(Array.from(text.matchAll(/%\{\s*(\w+)\s*\}/g), (match) => match[1] ?? ""))].sort();

/**
 * The placeholders a translation in a one-plural-form language must use: English's for a plain
 * text, and for a plural text those of its "many" form, the only ones react-admin passes whatever
 * the count (a bulk confirmation has no `recordRepresentation`).
 */
const expectedPlaceholders = (englishText: string): string[] =>
  placeholdersOf(englishText.split(PLURAL_SEPARATOR).at(-1) ?? englishText);

const englishLeaves = leaves(english);

/** Texts a language writes as English does: "Email" is the usual Vietnamese word. */
const BORROWED: Readonly<Record<string, readonly string[]>> = { vi: ["ra.auth.email"] };
const catalogues = { ko: raKo, vi: raVi, ja: raJa };

describe.each(Object.entries(catalogues))(
  "react-admin's catalogue in %s",
  (language, catalogue) => {
    const translated = new Map(leaves(catalogue));

    it("has exactly English's keys", () => {
      expect([...translated.keys()]).toEqual(englishLeaves.map(([key]) => key));
    });

    it("keeps English's placeholders in every text, in a single plural form", () => {
      for (const [key, englishText] of englishLeaves) {
        const text = translated.get(key) ?? "";
        expect({ key, placeholders: placeholdersOf(text) }).toEqual({
          key,
          placeholders: expectedPlaceholders(englishText),
        });
        expect({ key, plural: text.includes(PLURAL_SEPARATOR) }).toEqual({ key, plural: false });
      }
    });

    it("translates every text that says something", () => {
      const words = (text: string) => /[a-z]{3}/i.test(text.replace(/%\{\s*\w+\s*\}/g, ""));
      const untranslated = englishLeaves
        .filter(([key, englishText]) => words(englishText) && translated.get(key) === englishText)
        .map(([key]) => key);
      expect(untranslated).toEqual(BORROWED[language] ?? []);
    });
  },
);

describe("a plural text through polyglotToI18next", () => {
  const translatorFor = async (language: "en" | "ko") => {
    const instance = i18next.createInstance();
    await instance.init({
      lng: language,
      fallbackLng: "ko",
      resources: {
        en: { admin: polyglotToI18next(english as unknown as MessageTree) },
        ko: { admin: polyglotToI18next(raKo) },
      },
      defaultNS: "admin",
      interpolation: { escapeValue: false },
    });
    // As the admin's i18n provider asks: with react-admin's Polyglot options.
    return (key: string, options: Record<string, unknown>) =>
      instance.t(key, i18nextOptionsOf(options));
  };

  it("reads English's one and many forms by count", async () => {
    const t = await translatorFor("en");
    expect(t("ra.notification.deleted", { smart_count: 1 })).toBe("Element deleted");
    expect(t("ra.notification.deleted", { smart_count: 3 })).toBe("3 elements deleted");
    expect(t("ra.action.bulk_actions", { smart_count: 1 })).toBe("1 item selected");
  });

  it("reads Korean's single form with the count in it", async () => {
    const t = await translatorFor("ko");
    expect(t("ra.notification.deleted", { smart_count: 1 })).toBe("1개 항목을 삭제했습니다");
    expect(t("ra.notification.deleted", { smart_count: 3 })).toBe("3개 항목을 삭제했습니다");
    expect(t("ra.message.bulk_delete_title", { smart_count: 2, name: "그룹" })).toBe(
      "그룹 2개 삭제",
    );
  });
});
