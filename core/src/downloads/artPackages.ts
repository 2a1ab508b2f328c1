import type { ArtPackageKind } from "../contract/entities/downloads";
import type { ErrorCode } from "../errors/codes";
import { checkFeature } from "../plans/quota";

/**
 * Whether a plan may download art packages: `null` when its `useArtPackage` is on, else
 * 70002 (`artPackageInaccessible`). No plan at all (an expired one) downloads nothing.
 */
export const artPackageRefusal = (
  plan: { readonly constraints: { readonly useArtPackage?: boolean | undefined } } | null,
): ErrorCode | null => checkFeature("artPackages", plan?.constraints.useArtPackage === true);

/** One file of a package as its manifest lists it. */
export interface ArtPackageManifestFile {
  /** The path inside the ZIP. */
  readonly path: string;
  /** The item's English title. */
  readonly title: string;
  readonly bytes: number;
  /** The file's media type, `model/gltf-binary` or `image/svg+xml`. */
  readonly contentType: string;
}

/** `manifest.json` of an art package ZIP: what a tool reads to know what the package holds. */
export interface ArtPackageManifest {
  readonly format: "orbis-art-package";
  readonly version: 1;
  readonly id: string;
  readonly kind: ArtPackageKind;
  readonly name: string;
  readonly licence: string;
  /** The items, sorted by path. */
  readonly files: readonly ArtPackageManifestFile[];
}

/** The names a package keeps for itself, so an item may not take them. */
const RESERVED = new Set(["manifest.json", "README.txt"]);
/** A file name an item may have: a plain name with an extension, no folders, no dots in front. */
const SAFE_PATH = /^[a-z0-9][a-z0-9-]*\.[a-z0-9]+$/;

/**
 * The manifest of a package, its files sorted by path so the same package always writes the
 * same bytes. Throws a `TypeError` on an item whose path is not a plain lower-case file name,
 * is the README's or the manifest's own, or is listed twice: a package is built from the
 * server's own data, so such an item is a programming error, not a user's.
 */
export const artPackageManifest = (input: {
  readonly id: string;
  readonly kind: ArtPackageKind;
  readonly name: string;
  readonly licence: string;
  readonly files: readonly ArtPackageManifestFile[];
}): ArtPackageManifest => {
  const seen = new Set<string>();
  for (const file of input.files) {
    if (!SAFE_PATH.test(file.path) || RESERVED.has(file.path))
      throw new TypeError(`art package ${input.id}: "${file.path}" is not a plain file name`);
    if (seen.has(file.path))
      throw new TypeError(`art package ${input.id}: "${file.path}" is listed twice`);
    seen.add(file.path);
  }
  const files = [...input.files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return {
    format: "orbis-art-package",
    version: 1,
    id: input.id,
    kind: input.kind,
    name: input.name,
    licence: input.licence,
    files,
  };
};

/** The name a browser saves a package under: `orbis-<id>.zip`. */
export const artPackageFileName = (id: string): string => `orbis-${id}.zip`;
