/**
 * Share codes are read aloud in class and typed on phones, so they use only characters that
 * cannot be mistaken for one another: no 0/O, 1/I/L.
 */
export const SHARE_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** Characters in a share code: 31^8 ≈ 8.5 × 10^11 codes, far beyond what guessing can reach. */
export const SHARE_CODE_LENGTH = 8;

/** How many share codes one account may have. */
export const SHARE_CODES_PER_ACCOUNT = 100;

// The largest multiple of the alphabet's size below 256: bytes at or above it are dropped so
// every character is equally likely.
const UNBIASED_LIMIT = 256 - (256 % SHARE_CODE_ALPHABET.length);

/**
 * A new random share code. `randomBytes` is the caller's source of randomness (a cryptographic
 * one on the server); bytes that would bias the draw are skipped.
 */
export const newShareCode = (randomBytes: (count: number) => Uint8Array): string => {
  let code = "";
  while (code.length < SHARE_CODE_LENGTH) {
    for (const byte of randomBytes(SHARE_CODE_LENGTH * 2)) {
      if (byte >= UNBIASED_LIMIT) continue;
      code += SHARE_CODE_ALPHABET[byte % SHARE_CODE_ALPHABET.length];
      if (code.length === SHARE_CODE_LENGTH) break;
    }
  }
  return code;
};

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
