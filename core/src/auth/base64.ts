/**
 * Base64 helpers over `atob`/`btoa`, which only speak Latin-1 strings: bytes go through a
 * binary string one code unit per byte, so any byte sequence survives the trip.
 */

/** Standard base64 (with padding) of some bytes. */
export const bytesToBase64 = (bytes: Uint8Array): string => {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};

/** The bytes of a standard base64 string. Throws when the text is not base64. */
export const base64ToBytes = (text: string): Uint8Array<ArrayBuffer> => {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
};

const BASE64URL = /^[A-Za-z0-9_-]*$/;

/**
 * The bytes of a base64url string (RFC 4648 §5, padding optional), as JWT segments use.
 * Throws when the text holds anything outside the base64url alphabet or has an impossible length.
 */
export const base64UrlToBytes = (text: string): Uint8Array<ArrayBuffer> => {
  const unpadded = text.replace(/=+$/, "");
  // atob alone would also accept "+", "/" and whitespace, which a JWT never contains.
  if (!BASE64URL.test(unpadded)) throw new TypeError("Not base64url");
  const standard = unpadded.replace(/-/g, "+").replace(/_/g, "/");
  return base64ToBytes(standard.padEnd(Math.ceil(standard.length / 4) * 4, "="));
};
