/*
 * Slugs of published tours (`/t/{slug}`, docs/architecture.md#decisions-where-the-product-is-silent). The contract's `slugSchema` checks the
 * form (3–64 of a-z, 0-9 and inner hyphens); these rules add the reserved names and derive a
 * slug from a title when the publisher gives none.
 */

/** Longest slug (the contract's `slugSchema`). */
export const SLUG_MAX_LENGTH = 64;

/**
 * Names no tour may take: the origin's own paths (docs/architecture.md#one-contract) and words a visitor would read
 * as the site's, so a tour page can never pose as part of Orbis.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  "_assets",
  "404",
  "403",
  "500",
  "admin",
  "admin-api",
  "api",
  "assets",
  "builder",
  "cdn",
  "docs",
  "healthz",
  "identity",
  "login",
  "metadata",
  "orbis",
  "pay",
  "site",
  "sites",
  "static",
  "t",
  "www",
]);

/** Why a well-formed slug cannot be claimed, or null when it can. */
export const slugProblem = (slug: string): string | null =>
  RESERVED_SLUGS.has(slug) ? `"${slug}" is reserved; choose another slug.` : null;

// Revised Romanization of Korean, letter by letter (no sound changes across syllables): enough
// for a readable, stable URL. Indexes follow the Unicode Hangul syllable composition.
const INITIALS = "g kk n d tt r m b pp s ss - j jj ch k t p h".split(" ");
const MEDIALS = "a ae ya yae eo e yeo ye o wa wae oe yo u wo we wi yu eu ui i".split(" ");
const FINALS = "- k k k n n n t l k m l l l p l m p p t t ng t t k t p t".split(" ");

const romanizeHangul = (text: string): string =>
  text.replace(/[\uAC00-\uD7A3]/g, (syllable) => {
    const code = syllable.charCodeAt(0) - 0xac00;
    const initial = INITIALS[Math.floor(code / 588)] ?? "";
    const final = FINALS[code % 28] ?? "";
    const letters = `${initial}${MEDIALS[Math.floor((code % 588) / 28)] ?? ""}${final}`;
    return letters.replaceAll("-", "");
  });

// Latin letters that do not decompose into a base letter and marks.
const LATIN_EXTRA: Readonly<Record<string, string>> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  đ: "d",
  ð: "d",
  ł: "l",
  þ: "th",
  ı: "i",
};

/** Cuts a slug to `max` characters, at a hyphen when there is one in the last third. */
const cut = (slug: string, max: number): string => {
  if (slug.length <= max) return slug;
  const head = slug.slice(0, max);
  const hyphen = head.lastIndexOf("-");
  return (hyphen >= (max * 2) / 3 ? head.slice(0, hyphen) : head).replace(/-+$/, "");
};

/**
 * A slug from a tour title: Korean romanized, accents dropped, everything else between words
 * turned into one hyphen, at most `max` characters (room left for a `-2` suffix). Null when
 * too little is left (a title in a script with no transliteration here, such as kanji): the
 * caller then uses {@link fallbackSlug}.
 */
export const slugFromTitle = (title: string, max = SLUG_MAX_LENGTH - 4): string | null => {
  const latin = romanizeHangul(title.toLowerCase())
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[ßæœøđðłþı]/g, (c) => LATIN_EXTRA[c] ?? "");
  const slug = cut(latin.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, ""), max);
  return slug.length >= 3 ? slug : null;
};

/** A slug for a title with nothing to transliterate: `tour-` and a random id (`[a-z0-9]`). */
export const fallbackSlug = (randomId: string): string =>
  `tour-${randomId
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "")
    .slice(0, 12)}`;

/**
 * The first free slug of `base`, `base-2`, `base-3`…: `taken` holds the slugs other tours use;
 * reserved names count as taken.
 */
export const uniqueSlug = (base: string, taken: ReadonlySet<string>): string => {
  const free = (s: string) => !taken.has(s) && !RESERVED_SLUGS.has(s);
  if (free(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${cut(base, SLUG_MAX_LENGTH - suffix.length)}${suffix}`;
    if (free(candidate)) return candidate;
  }
};
