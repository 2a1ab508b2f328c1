import { type RandomBytes, randomText } from "../format/randomText";

/**
 * Share codes are read aloud in class and typed on phones, so they use only characters that
 * cannot be mistaken for one another: no 0/O, 1/I/L.
 */
export const SHARE_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** Characters in a share code: 31^8 ≈ 8.5 × 10^11 codes, far beyond what guessing can reach. */
export const SHARE_CODE_LENGTH = 8;

/** How many share codes one account may have. */
export const SHARE_CODES_PER_ACCOUNT = 100;

/**
 * A new random share code. `randomBytes` is the caller's source of randomness (a cryptographic
 * one on the server); bytes that would bias the draw are skipped.
 */
export const newShareCode = (randomBytes: RandomBytes): string =>
  randomText(SHARE_CODE_ALPHABET, SHARE_CODE_LENGTH, randomBytes);

/**
 * A typed code as stored, or null when it cannot be a code: case, spaces and dashes do not
 * matter (people copy `ABCD-EFGH` as shown, or type it in lower case).
 */
export const normaliseShareCode = (typed: string): string | null => {
  const code = typed.toUpperCase().replace(/[\s-]/g, "");
  if (code.length !== SHARE_CODE_LENGTH) return null;
  for (const char of code) if (!SHARE_CODE_ALPHABET.includes(char)) return null;
  return code;
};

/** A code as shown to people: two groups of four, easier to read aloud (`ABCD-EFGH`). */
export const formatShareCode = (code: string): string =>
  code.length === SHARE_CODE_LENGTH ? `${code.slice(0, 4)}-${code.slice(4)}` : code;
