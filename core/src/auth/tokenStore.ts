import { generateSecret, type WebCrypto } from "./aesGcm";
import { decodeJwt } from "./jwt";
import { authStorageKeys, type KeyValueStorage } from "./storageKeys";
import { decryptToken, encryptToken } from "./tokenCipher";
import type { TokenPair } from "./tokenStatus";

/** What the encrypted token store is built on. */
export interface TokenStoreDeps {
  readonly crypto: WebCrypto;
  readonly storage: KeyValueStorage;
  /** Reports entries that could not be read before they are cleared. */
  readonly log: (message: string, error: unknown) => void;
}

/** Tokens read back from the store: each null when absent, both null after an unreadable one. */
export interface StoredTokens {
  readonly accessToken: string | null;
  readonly refreshToken: string | null;
}

/** The encrypted token store (docs/product/entities.md): access, refresh and secret under separate keys. */
export interface TokenStore {
  /** Encrypts both tokens under a fresh secret and stores them with the login marker. */
  save(tokens: TokenPair): Promise<void>;
  /**
   * Reads both tokens. When either does not decrypt or does not decode as a JWT, the access,
   * refresh and secret entries are logged and cleared and both come back null (docs/product/errors.md).
   */
  read(): Promise<StoredTokens>;
  /** Removes the tokens, the secret and the login marker (sign-out). */
  clear(): void;
  /** Whether the login marker is set. */
  isLoginMarked(): boolean;
}

const UNREADABLE = Symbol("unreadable");

/** Builds the encrypted token store over injected WebCrypto and storage. */
export const createTokenStore = ({ crypto, storage, log }: TokenStoreDeps): TokenStore => {
  const clearTokenEntries = () => {
    storage.removeItem(authStorageKeys.accessToken);
    storage.removeItem(authStorageKeys.refreshToken);
    storage.removeItem(authStorageKeys.tokenSecret);
  };

  const readEntry = async (key: string): Promise<string | null | typeof UNREADABLE> => {
    const encrypted = storage.getItem(key);
    if (encrypted === null) return null;
    try {
      const token = await decryptToken(
        crypto,
        encrypted,
        storage.getItem(authStorageKeys.tokenSecret),
      );
      const decoded = decodeJwt(token);
      if (!decoded.ok) throw new TypeError(`Stored token is not a JWT (${decoded.reason})`);
      return token;
    } catch (error) {
      log(`Stored token "${key}" is unreadable; clearing the stored tokens`, error);
      return UNREADABLE;
    }
  };

  return {
    async save(tokens) {
      const secret = generateSecret(crypto);
      // Both are sealed before anything is written, so a failure leaves the old entries whole.
      const access = await encryptToken(crypto, tokens.accessToken, secret);
      const refresh = await encryptToken(crypto, tokens.refreshToken, secret);
      storage.setItem(authStorageKeys.tokenSecret, secret);
      storage.setItem(authStorageKeys.accessToken, access);
      storage.setItem(authStorageKeys.refreshToken, refresh);
      storage.setItem(authStorageKeys.loginMarker, "true");
    },
    async read() {
      const accessToken = await readEntry(authStorageKeys.accessToken);
      const refreshToken =
        accessToken === UNREADABLE ? UNREADABLE : await readEntry(authStorageKeys.refreshToken);
      if (accessToken === UNREADABLE || refreshToken === UNREADABLE) {
        clearTokenEntries();
        return { accessToken: null, refreshToken: null };
      }
      return { accessToken, refreshToken };
    },
    clear() {
      clearTokenEntries();
      storage.removeItem(authStorageKeys.loginMarker);
    },
    isLoginMarked() {
      return storage.getItem(authStorageKeys.loginMarker) === "true";
    },
  };
};
