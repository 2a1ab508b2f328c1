import { z } from "zod";
import { byteCountSchema } from "./common";

/** What an art package holds: the model catalogue's GLB files, or a set of SVG marker icons. */
export const artPackageKindSchema = z.enum(["models", "markerIcons"]);
/** An art package's kind. */
export type ArtPackageKind = z.infer<typeof artPackageKindSchema>;

/** A text in every interface language; Korean is the fallback, as everywhere. */
export const localizedTextSchema = z.object({
  ko: z.string(),
  en: z.string(),
  vi: z.string(),
  ja: z.string(),
});
/** A text in every interface language. */
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/** An art package's id: lower-case words joined by hyphens, such as `models-furniture`. */
export const artPackageIdSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "an art package id is lower-case words joined by hyphens")
  .max(64);

/**
 * One downloadable art package, listed for every signed-in account: `allowed` says whether the
 * caller's plan may download it (`useArtPackage`), so the console can show what a plan unlocks.
 */
export const artPackageSchema = z.object({
  id: artPackageIdSchema,
  kind: artPackageKindSchema,
  names: localizedTextSchema,
  descriptions: localizedTextSchema,
  /** Models or icons in the package, not counting its README and manifest. */
  itemCount: z.number().int().nonnegative(),
  /** The ZIP's size in bytes. */
  bytes: byteCountSchema,
  /** The name a browser saves the ZIP under. */
  fileName: z.string(),
  allowed: z.boolean(),
});
/** One downloadable art package. */
export type ArtPackage = z.infer<typeof artPackageSchema>;

/** The path parameters of an art package download. */
export const artPackageParamsSchema = z.object({ id: artPackageIdSchema });

/** An art package's ZIP: its files, `README.txt` and `manifest.json`. */
export const artPackageArchiveSchema = z.unknown().meta({
  description: "A ZIP archive of an art package: its files, README.txt and manifest.json",
  type: "string",
  format: "binary",
  contentMediaType: "application/zip",
});

/** The Orbis command line as an npm package tarball, installable with `npm install -g <url>`. */
export const cliTarballSchema = z.unknown().meta({
  description: "The orbis command line as an npm tarball (npm install -g <this URL>)",
  type: "string",
  format: "binary",
  contentMediaType: "application/gzip",
});
