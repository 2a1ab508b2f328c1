/** A source of random bytes: a cryptographic one on the server, a seeded one in tests. */
export type RandomBytes = (count: number) => Uint8Array;

/**
 * `length` characters drawn from `alphabet` (at most 256 characters), each equally likely:
 * bytes at or above the largest multiple of the alphabet's size below 256 are dropped, since
 * taking them modulo the size would favour the alphabet's first characters.
 */
export const randomText = (alphabet: string, length: number, randomBytes: RandomBytes): string => {
  const unbiasedLimit = 256 - (256 % alphabet.length);
  let text = "";
  while (text.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte >= unbiasedLimit) continue;
      text += alphabet[byte % alphabet.length];
      if (text.length === length) break;
    }
  }
  return text;
};
