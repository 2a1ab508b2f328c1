/** One value of a parsed URL query: a string, a repeated parameter, or nothing. */
export type QueryValue = string | readonly (string | null | undefined)[] | null | undefined;

/** A parsed URL query, as routers hand it over. */
export type LocaleQuery = Readonly<Record<string, QueryValue>>;

/** The first non-empty value of a query parameter (routers give arrays for repeated ones). */
export const firstQueryValue = (value: QueryValue): string | undefined => {
  const candidates = typeof value === "string" ? [value] : (value ?? []);
  return candidates.find((v): v is string => typeof v === "string" && v.trim() !== "");
};
