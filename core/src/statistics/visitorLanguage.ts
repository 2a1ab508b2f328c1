/** The language key of a visit whose browser named none (BCP 47 "undetermined"). */
export const UNKNOWN_LANGUAGE = "und";

const PRIMARY = /^([a-z]{2,3})(?:-|$)/;

/**
 * The visitor's first language from an `Accept-Language` header: the primary subtag
 * (`ko-KR` → `ko`) of the entry with the highest quality, the first one on a tie; a wildcard,
 * a malformed entry or none gives {@link UNKNOWN_LANGUAGE}. Only the language is kept: the
 * whole header is rare enough to help tell visitors apart.
 */
export const visitorLanguage = (acceptLanguage: string | undefined): string => {
  let best = UNKNOWN_LANGUAGE;
  let bestQ = 0;
  for (const entry of (acceptLanguage ?? "").slice(0, 512).split(",")) {
    const [tag = "", ...params] = entry.trim().toLowerCase().split(";");
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    const primary = PRIMARY.exec(tag.trim())?.[1];
    if (primary !== undefined && Number.isFinite(q) && q > bestQ) {
      best = primary;
      bestQ = q;
    }
  }
  return best;
};
