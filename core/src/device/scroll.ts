/** Space kept above a hash target when scrolling to it, in pixels (docs/product/screens.md, docs/product/limits.md). */
export const SCROLL_OFFSET_PX = 10;

/** The URL hash key that never names a scroll target: Google's sign-in returns the token there. */
export const SCROLL_EXCLUDED_HASH_KEY = "access_token";

/** Where navigation scrolls to. */
export type ScrollTarget =
  | { readonly kind: "element"; readonly id: string; readonly offsetPx: number }
  | { readonly kind: "top" };

const decode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

const hashKeys = (body: string): string[] =>
  body.split("&").map((pair) => decode(pair.split("=")[0] ?? ""));

/**
 * The scroll target after a navigation (docs/product/screens.md): the element the hash names, kept
 * {@link SCROLL_OFFSET_PX} below the top; otherwise the top of the page. A hash carrying the
 * `access_token` key is a sign-in answer, not an anchor, and scrolls to the top.
 */
export const scrollTargetFor = (hash: string | null | undefined): ScrollTarget => {
  const body = (hash ?? "").replace(/^#/, "");
  if (body === "" || hashKeys(body).includes(SCROLL_EXCLUDED_HASH_KEY)) return { kind: "top" };
  return { kind: "element", id: decode(body), offsetPx: SCROLL_OFFSET_PX };
};
