import { base64ToBytes, bytesToBase64 } from "./base64";

/**
 * The WebCrypto the token store needs: the platform's `crypto` object fits as is. Pass the object
 * itself, not its detached `getRandomValues`, which browsers call only on `crypto`.
 */
export interface WebCrypto {
  readonly subtle: SubtleCrypto;
  getRandomValues<T extends Uint8Array<ArrayBuffer>>(array: T): T;
}

/** AES-GCM's recommended nonce length (NIST SP 800-38D). */
const IV_BYTES = 12;
/** AES-256. */
const KEY_BYTES = 32;

/** A fresh random secret: 32 bytes in base64, usable as an AES-256 key. */
export const generateSecret = (crypto: WebCrypto): string =>
  bytesToBase64(crypto.getRandomValues(new Uint8Array(KEY_BYTES)));

const importKey = (crypto: WebCrypto, secret: string): Promise<CryptoKey> =>
  crypto.subtle.importKey("raw", base64ToBytes(secret), "AES-GCM", false, ["encrypt", "decrypt"]);

/**
 * Encrypts `plain` with AES-GCM under `secret` (from {@link generateSecret}). The result is the
 * base64 of a fresh random IV followed by the ciphertext and its tag, so the same text never
 * encrypts twice to the same output.
 */
export const aesGcmEncrypt = async (
  crypto: WebCrypto,
  plain: string,
  secret: string,
): Promise<string> => {
  const key = await importKey(crypto, secret);
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv },
    key,
    new TextEncoder().encode(plain),
  );
  const out = new Uint8Array(IV_BYTES + sealed.byteLength);
  out.set(iv);
  out.set(new Uint8Array(sealed), IV_BYTES);
  return bytesToBase64(out);
};

/**
 * Decrypts the output of {@link aesGcmEncrypt}. Rejects when the text is not base64, truncated,
 * tampered with, or sealed under another secret (the GCM tag does not verify).
 */
export const aesGcmDecrypt = async (
  crypto: WebCrypto,
  encrypted: string,
  secret: string,
): Promise<string> => {
  const bytes = base64ToBytes(encrypted);
  const key = await importKey(crypto, secret);
  const plain = await crypto.subtle.decrypt(
    { name: "AES-GCM", iv: bytes.subarray(0, IV_BYTES) },
    key,
    bytes.subarray(IV_BYTES),
  );
  return new TextDecoder("utf-8", { fatal: true }).decode(plain);
};
