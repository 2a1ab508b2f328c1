import type { FileOwnerKind } from "../storage";

/**
 * Which stored files anyone may read through `/cdn/…`, how long they may be cached, and which
 * kind of row must own a file for it to be served (docs/architecture.md#rules-never-broken: a file no row owns is never
 * served, so a file left behind by a deletion or a crash answers 404 like a missing one).
 * Everything else in the store is private and answers 404 here. Keys that name their content
 * uniquely (a random part per upload) are immutable and cached for a year.
 */
export interface PublicRule {
  readonly pattern: RegExp;
  readonly cacheControl: string;
  readonly owner: FileOwnerKind;
}

const IMMUTABLE = "public, max-age=31536000, immutable";

/** The rules, checked in order. Modules that publish files (tours, hosting) add theirs here. */
export const publicRules: readonly PublicRule[] = [
  // Profile pictures: a fresh random name per upload.
  {
    pattern: /^users\/[^/]+\/thumbnail-[0-9a-f]+\.webp$/,
    cacheControl: IMMUTABLE,
    owner: "profile",
  },
  // A tour's files sit under its UUID and change name when replaced (random parts, scene
  // revisions), so they are served like a tile CDN would: by unguessable path, cached for good.
  // The uploaded source image is not among them: it stays private.
  {
    pattern:
      /^tours\/[0-9a-f-]{36}\/scenes\/[0-9a-f-]{36}\/r\d+\/(tiles\/\d+\/[fblrud]\d+_\d+\.jpg|preview\.jpg|thumbnail\.jpg)$/,
    cacheControl: IMMUTABLE,
    owner: "ledger",
  },
  {
    pattern:
      /^tours\/[0-9a-f-]{36}\/(thumbnail-[0-9a-f]+\.webp|geometries\/[0-9a-f]+\.(jpg|png|webp)|voices\/[^/]+\.(mp3|ogg|wav)|models\/[^/]+\.(glb|gltf))$/,
    cacheControl: IMMUTABLE,
    owner: "ledger",
  },
  // Pictures uploaded for a tour's site page: a fresh UUID per upload, owned by the ledger.
  {
    pattern: /^tours\/[0-9a-f-]{36}\/site\/[0-9a-f-]{36}\.webp$/,
    cacheControl: IMMUTABLE,
    owner: "ledger",
  },
  // Hosted 360° images: the panorama and its thumbnail under the project's and the image's
  // UUIDs. These are the stable public links handed out for embedding, so they are never
  // renamed; not immutable, so a deleted image stops being served by caches within the hour.
  {
    pattern: /^hosting\/[0-9a-f-]{36}\/[0-9a-f-]{36}\/(panorama\.(jpg|png|webp)|thumbnail\.jpg)$/,
    cacheControl: "public, max-age=3600",
    owner: "ledger",
  },
  // The shipped model catalogue and image presets: every name carries a hash of its content
  // (`{id}-{hash}.glb|png`), so a changed model gets a new name and can be cached for good.
  {
    pattern: /^catalogue\/(models|presets)\/[a-z0-9-]+\.(glb|png)$/,
    cacheControl: IMMUTABLE,
    owner: "catalogue",
  },
];

/** The rule that makes a key public, or undefined when it is private. */
export const publicRuleOf = (key: string): PublicRule | undefined =>
  publicRules.find((r) => r.pattern.test(key));
