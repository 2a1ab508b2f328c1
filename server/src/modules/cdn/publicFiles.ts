/**
 * Which stored files anyone may read through `/cdn/…`, and how long they may be cached.
 * Everything else in the store is private and answers 404 here. Keys that name their content
 * uniquely (a random part per upload) are immutable and cached for a year.
 */
export interface PublicRule {
  readonly pattern: RegExp;
  readonly cacheControl: string;
}

const IMMUTABLE = "public, max-age=31536000, immutable";

/** The rules, checked in order. Modules that publish files (tours, hosting) add theirs here. */
export const publicRules: readonly PublicRule[] = [
  // Profile pictures: a fresh random name per upload.
  { pattern: /^users\/[^/]+\/thumbnail-[0-9a-f]+\.webp$/, cacheControl: IMMUTABLE },
  // A tour's files sit under its UUID and change name when replaced (random parts, scene
  // revisions), so they are served like a tile CDN would: by unguessable path, cached for good.
  // The uploaded source image is not among them: it stays private.
  {
    pattern:
      /^tours\/[0-9a-f-]{36}\/scenes\/[0-9a-f-]{36}\/r\d+\/(tiles\/\d+\/[fblrud]\d+_\d+\.jpg|preview\.jpg|thumbnail\.jpg)$/,
    cacheControl: IMMUTABLE,
  },
  {
    pattern:
      /^tours\/[0-9a-f-]{36}\/(thumbnail-[0-9a-f]+\.webp|geometries\/[0-9a-f]+\.(jpg|png|webp)|voices\/[^/]+\.(mp3|ogg|wav)|models\/[^/]+\.(glb|gltf))$/,
    cacheControl: IMMUTABLE,
  },
];

/** The rule that makes a key public, or undefined when it is private. */
export const publicRuleOf = (key: string): PublicRule | undefined =>
  publicRules.find((r) => r.pattern.test(key));
