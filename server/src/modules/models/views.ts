import type { ImagePreset, Language, ModelCatalogueItem } from "@orbis/core/contract";
import { DEFAULT_LANGUAGE, isLanguage } from "@orbis/core/i18n";
import { localisedName } from "@orbis/core/tours";
import type { LocalisedNames } from "../../infra/db/schema";
import { cdnUrl } from "../tours";
import type { CatalogueModelRow, CategoryRow, PresetRow } from "./catalogueRepository";

/**
 * The language of a catalogue call: the `language-code` header when it names one of ours, Korean
 * otherwise.
 */
export const languageOf = (header: unknown): Language =>
  isLanguage(header) ? header : DEFAULT_LANGUAGE;

// The id stands in for an entry named in no language, so a name is never empty on the wire.
const nameOf = (names: LocalisedNames, language: Language, id: string) =>
  localisedName(names, language) || id;

/** A category in a language. */
export const categoryView = (row: CategoryRow, language: Language) => ({
  id: row.id,
  name: nameOf(row.names, language, row.id),
});

/** A catalogue model in a language. */
export const catalogueItemView = (
  row: CatalogueModelRow,
  language: Language,
): ModelCatalogueItem => ({
  id: row.id,
  categoryId: row.category_id,
  name: nameOf(row.names, language, row.id),
  thumbnailUrl: row.thumbnail_key === null ? null : cdnUrl(row.thumbnail_key),
  url: cdnUrl(row.file_key),
  format: row.format,
  bytes: Number(row.bytes),
});

/** An image preset in a language. */
export const presetView = (row: PresetRow, language: Language): ImagePreset => ({
  id: row.id,
  name: nameOf(row.names, language, row.id),
  url: cdnUrl(row.file_key),
  thumbnailUrl: cdnUrl(row.thumbnail_key),
  width: row.width,
  height: row.height,
});
