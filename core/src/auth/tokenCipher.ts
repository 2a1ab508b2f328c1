import { AppError } from "../errors/AppError";
import { ErrorCode } from "../errors/codes";
import { aesGcmDecrypt, aesGcmEncrypt, type WebCrypto } from "./aesGcm";

/** The message when there is no token to encrypt (docs/product/errors.md), word for word. */
export const TOKEN_MISSING_MESSAGE = "Token not exist!";
/** The message when decrypting without a text or a secret (docs/product/errors.md), word for word. */
export const CIPHER_INPUT_MISSING_MESSAGE = "encryptedText or secret not exist!";

/**
 * Encrypts a token for storage under `secret`. A missing or empty token rejects with
 * "Token not exist!" rather than storing an empty entry that would later read as signed in.
 */
export const encryptToken = async (
  crypto: WebCrypto,
  token: string | null | undefined,
  secret: string,
): Promise<string> => {
  if (!token) throw new AppError(ErrorCode.internal, { message: TOKEN_MISSING_MESSAGE });
  return aesGcmEncrypt(crypto, token, secret);
};

/**
 * Decrypts a stored token. A missing text or secret rejects with
 * "encryptedText or secret not exist!"; a wrong secret or altered text rejects too.
 */
export const decryptToken = async (
  crypto: WebCrypto,
  encryptedText: string | null | undefined,
  secret: string | null | undefined,
): Promise<string> => {
  if (!encryptedText || !secret) {
    throw new AppError(ErrorCode.internal, { message: CIPHER_INPUT_MISSING_MESSAGE });
  }
  return aesGcmDecrypt(crypto, encryptedText, secret);
};
