import { safeReturnPath } from "./returnPath";

/** A session handed over in a URL: the tokens from its fragment and where to go on. */
export interface TokenHandover {
  /** Null when the fragment carries no access token. */
  readonly tokens: { readonly accessToken: string; readonly refreshToken: string | null } | null;
  /** The `redirect` query as a safe path on this origin, else `fallback`. */
  readonly next: string;
}

/**
 * Reads a session handed over by another Orbis page or product (`/auth-redirect`,
 * `/integration-login`): `#access_token=…&refresh_token=…` in the fragment (which never reaches
 * a server log) and the way on in the `redirect` query, checked against open redirects.
 */
export const tokenHandover = (hash: string, search: string, fallback: string): TokenHandover => {
  const fragment = new URLSearchParams(hash.replace(/^#/, ""));
  const accessToken = fragment.get("access_token");
  return {
    tokens: accessToken ? { accessToken, refreshToken: fragment.get("refresh_token") } : null,
    next: safeReturnPath(new URLSearchParams(search).get("redirect"), fallback),
  };
};
