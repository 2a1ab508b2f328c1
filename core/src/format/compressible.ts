/** File extensions of text formats, which compress well (images and fonts are compressed already). */
export const COMPRESSIBLE_EXTENSIONS: ReadonlySet<string> = new Set([
  ".js",
  ".mjs",
  ".css",
  ".html",
  ".svg",
  ".json",
  ".txt",
  ".map",
]);

/**
 * Whether a file is worth sending compressed, by its extension (with the dot, any case): the
 * console's build writes `.br` and `.gz` copies of these, and the server compresses these when a
 * build has no copy.
 */
export const isCompressible = (extension: string): boolean =>
  COMPRESSIBLE_EXTENSIONS.has(extension.toLowerCase());
