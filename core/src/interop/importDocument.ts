import { replaceControls } from "./archivePaths";
import type { ImportScene } from "./plan";

/** What a tour document in an archive is. */
export type ImportDocumentKind = "pannellum-tour" | "pannellum-scene" | "marzipano";

/** A tour document found in an archive. */
export interface ImportDocument {
  readonly path: string;
  readonly kind: ImportDocumentKind;
}

const IMAGE_KEYS = ["panorama", "cubeMap", "multiRes"] as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * What kind of Pannellum configuration a parsed JSON value is: a tour (an object of `scenes`), a
 * single scene (it names an image: `panorama`, `cubeMap` or `multiRes`), or null for any other
 * JSON (a `package.json`, a manifest) that happens to sit in the archive.
 */
export const pannellumDocumentKind = (
  value: unknown,
): "pannellum-tour" | "pannellum-scene" | null => {
  if (!isObject(value)) return null;
  if (isObject(value.scenes)) return "pannellum-tour";
  return IMAGE_KEYS.some((key) => key in value) ? "pannellum-scene" : null;
};

/** True for the clutter archivers add: macOS resource forks (`__MACOSX/`, `._name`). */
export const isArchiveClutter = (path: string): boolean =>
  path.startsWith("__MACOSX/") || /(^|\/)\._[^/]*$/.test(path);

const KIND_RANK: Readonly<Record<ImportDocumentKind, number>> = {
  "pannellum-tour": 0,
  marzipano: 1,
  "pannellum-scene": 2,
};

const depth = (path: string) => path.split("/").length;

/**
 * The document to import among those found: the one nearest the archive's root, then a tour over
 * a Marzipano `data.js` over a single scene, then by path. With several, a warning names the one
 * taken. Null when there is none.
 */
export const pickImportDocument = (
  found: readonly ImportDocument[],
): { readonly document: ImportDocument; readonly warning: string | null } | null => {
  const sorted = [...found].sort(
    (a, b) =>
      depth(a.path) - depth(b.path) ||
      KIND_RANK[a.kind] - KIND_RANK[b.kind] ||
      (a.path < b.path ? -1 : a.path > b.path ? 1 : 0),
  );
  const document = sorted[0];
  if (document === undefined) return null;
  const warning =
    sorted.length === 1
      ? null
      : `The ZIP holds ${sorted.length} tour documents; ${JSON.stringify(document.path)} was imported and the others ignored.`;
  return { document, warning };
};

const SEPARATORS = /[/\\]/g;
const FILE_NAME_MAX = 255;

/**
 * The file name of a scene made by an import (shown in the scene list and used by `check-file`):
 * the source image's name for an equirectangular scene, the scene's id plus `.jpg` for one
 * rebuilt from cube faces or tiles. Path separators and control characters become `-`.
 */
export const importedFileName = (scene: ImportScene): string => {
  const source = scene.source;
  const raw =
    source.kind === "equirectangular"
      ? (source.path
          .replace(/[?#].*$/, "")
          .split(/[/\\]/)
          .pop() ?? "")
      : `${scene.sourceId}.jpg`;
  const clean = replaceControls(raw, "-").replace(SEPARATORS, "-").trim();
  const name = clean === "" || clean === "." || clean === ".." ? `${scene.key}.jpg` : clean;
  return name.length <= FILE_NAME_MAX ? name : name.slice(name.length - FILE_NAME_MAX);
};
