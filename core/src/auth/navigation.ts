import { assessTokens, type TokenPair } from "./tokenStatus";

/** The login screen: a dialog over the builder landing page. */
export const LOGIN_PATH = "/builder/login";

/** The login address that brings the user back to `fullPath` (path and query) once signed in. */
export const loginRedirectPath = (fullPath: string): string =>
  `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}`;

/**
 * Where a student still on a one-time password sets their own (140008 answers every other call
 * until then).
 */
export const SET_PASSWORD_PATH = "/set-password";

/**
 * The set-password address that goes on to `fullPath` once the password is set; a path that is
 * already the set-password screen keeps its own way on.
 */
export const setPasswordRedirectPath = (fullPath: string): string =>
  fullPath.startsWith(SET_PASSWORD_PATH)
    ? fullPath
    : `${SET_PASSWORD_PATH}?redirect=${encodeURIComponent(fullPath)}`;

/** What the navigation guard knows about a navigation. */
export interface NavigationInput {
  /** The tokens held now. */
  readonly tokens: TokenPair;
  /** The clock, in milliseconds. */
  readonly nowMs: number;
  /** The target's path with its query (and hash), as the router gives it. */
  readonly fullPath: string;
  /** The target is open to anyone; every other route needs a signed-in user (docs/product/roles.md). */
  readonly isPublicRoute: boolean;
}

/**
 * What the guard must do, decided from the tokens and the target alone:
 * - `setSession`: the tokens are valid; set the session and go on;
 * - `refresh`: renew with `refreshToken`, then go on or give up (see {@link runNavigation});
 * - `signOut`: the session has expired; sign out, clear the stored tokens when one was
 *   undecodable, then go to `to`, or go on when `to` is undefined (already heading to login);
 * - `toLogin`: an anonymous user asked for a private route;
 * - `pass`: an anonymous user on a public route.
 */
export type NavigationPlan =
  | { readonly kind: "setSession" }
  | { readonly kind: "refresh"; readonly refreshToken: string }
  | { readonly kind: "signOut"; readonly clearStoredTokens: boolean; readonly to?: string }
  | { readonly kind: "toLogin"; readonly to: string }
  | { readonly kind: "pass" };

const isLoginPath = (fullPath: string): boolean => {
  const path = fullPath.split(/[?#]/)[0];
  return path === LOGIN_PATH || path === `${LOGIN_PATH}/`;
};

/**
 * Decides a navigation (docs/product/states.md "On navigation" and "Private route while anonymous"). Holding no
 * token at all is being anonymous, not an expired session: anonymous users pass public routes
 * and are led to login from private ones with `redirect` keeping the original path and query.
 */
export const planNavigation = (input: NavigationInput): NavigationPlan => {
  const { tokens, fullPath, isPublicRoute } = input;
  if (!tokens.accessToken && !tokens.refreshToken) {
    return isPublicRoute ? { kind: "pass" } : { kind: "toLogin", to: loginRedirectPath(fullPath) };
  }
  const { status, undecodable } = assessTokens(tokens, input.nowMs);
  if (status === "valid") return { kind: "setSession" };
  if (status === "need-refresh" && tokens.refreshToken) {
    return { kind: "refresh", refreshToken: tokens.refreshToken };
  }
  // Sent to login from the login screen itself would loop: sign out and let it open.
  return isLoginPath(fullPath)
    ? { kind: "signOut", clearStoredTokens: undecodable }
    : { kind: "signOut", clearStoredTokens: undecodable, to: LOGIN_PATH };
};
