/** Where to go back to when no usable path was carried along. */
export const DEFAULT_RETURN_PATH = "/";

/**
 * A path to go back to after login, taken from a `redirect` query or a provider's `state`, or
 * `fallback` when it is unusable. Both come from the URL, so anyone can craft them: only a path on
 * the product's own origin is accepted, never `//host` or `/\host`, which browsers would read as
 * another origin (an open redirect).
 */
export const safeReturnPath = (value: unknown, fallback: string = DEFAULT_RETURN_PATH): string => {
  if (typeof value !== "string" || !value.startsWith("/")) return fallback;
  const second = value[1];
  if (second === "/" || second === "\\") return fallback;
  // Control characters are dropped by URL parsers, which could turn "/\t/host" into "//host".
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return fallback;
  }
  return value;
};
