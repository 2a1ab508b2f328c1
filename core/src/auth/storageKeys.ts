/**
 * The local-storage keys of the auth domain (docs/product/entities.md). The tokens are stored encrypted, access,
 * refresh and the secret under three separate keys, with a separate login marker; the access
 * token key is exactly `accessToken`. Language and currency keys belong to i18n.
 */
export const authStorageKeys = {
  accessToken: "accessToken",
  refreshToken: "refreshToken",
  tokenSecret: "tokenSecret",
  loginMarker: "isLoggedIn",
  authRedirect: "authRedirect",
  externalAuthRedirect: "externalAuthRedirect",
  ssoRedirect: "ssoRedirect",
} as const;

/** One of {@link authStorageKeys}. */
export type AuthStorageKey = (typeof authStorageKeys)[keyof typeof authStorageKeys];

/** The part of the Web Storage API the auth domain uses; `localStorage` fits as is. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}
