/** A prompt as the seed reads it: case, surrounding blanks and runs of blanks do not count. */
export const normalisePrompt = (prompt: string): string =>
  prompt.normalize("NFC").trim().replace(/\s+/gu, " ").toLowerCase();

/**
 * The seed of a generation: the same prompt and style always give the same 32-bit seed, so the
 * sketch generator paints the same picture again (FNV-1a over the UTF-8 bytes of both).
 * `variation` tells apart the images of one request for several: the first (0) is the prompt's
 * own picture, the others are new ones, each as repeatable.
 */
export const promptSeed = (prompt: string, styleId: string, variation = 0): number => {
  let hash = 0x811c9dc5;
  const suffix = variation === 0 ? "" : `\u0000${variation}`;
  for (const byte of new TextEncoder().encode(
    `${styleId}\u0000${normalisePrompt(prompt)}${suffix}`,
  )) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};
