import { LOGIN_PATH, loginRedirectPath, type NavigationInput, planNavigation } from "./navigation";
import { sessionIsOver } from "./sessionCheck";
import type { TokenPair, TokenSet } from "./tokenStatus";

/** The effects the navigation guard needs; the console binds them to its stores and client. */
export interface NavigationEffects {
  /** Starts the session from these tokens: usually {@link signIn} of `./session`. */
  setSession(tokens: TokenPair): Promise<void>;
  /** Renews the pair with the refresh token (`PUT /users/renew-token`). */
  renewTokens(refreshToken: string): Promise<TokenSet>;
  /** Removes the stored access, refresh and secret entries. */
  clearStoredTokens(): void | Promise<void>;
  /** Signs out: clears the user and tokens and removes the request interceptor. */
  signOut(): void | Promise<void>;
  /** Where failures are reported before they are handled. */
  log(message: string, error: unknown): void;
}

/** Where the guard sends the user: on to the target, or elsewhere. */
export type NavigationOutcome =
  | { readonly kind: "continue" }
  | { readonly kind: "redirect"; readonly to: string };

const CONTINUE: NavigationOutcome = { kind: "continue" };
const toLogin: NavigationOutcome = { kind: "redirect", to: LOGIN_PATH };

/**
 * Carries out {@link planNavigation}. A renewal answering two empty tokens (or no access token)
 * signs out and goes to login; one answering no new refresh token keeps the old one. A renewal
 * the server refuses clears the stored tokens, signs out and goes to login (docs/product/errors.md). A session
 * the server says is over signs out; the target is then judged as for an anonymous user.
 *
 * A renewal or session check that got no verdict from the server ({@link sessionIsOver} false: the
 * request aborted by a reload, a timeout, no network, a 5xx) changes nothing: the tokens stay,
 * the navigation goes on, and the next one checks again.
 */
export const runNavigation = async (
  input: NavigationInput,
  effects: NavigationEffects,
): Promise<NavigationOutcome> => {
  const plan = planNavigation(input);
  switch (plan.kind) {
    case "pass":
      return CONTINUE;
    case "toLogin":
      return { kind: "redirect", to: plan.to };
    case "signOut":
      if (plan.clearStoredTokens) await effects.clearStoredTokens();
      await effects.signOut();
      return plan.to === undefined ? CONTINUE : { kind: "redirect", to: plan.to };
    case "setSession":
      return startSession(input, input.tokens, effects);
    case "refresh":
      return renewAndStart(input, plan.refreshToken, effects);
  }
};

const renewAndStart = async (
  input: NavigationInput,
  refreshToken: string,
  effects: NavigationEffects,
): Promise<NavigationOutcome> => {
  let renewed: TokenSet;
  try {
    renewed = await effects.renewTokens(refreshToken);
  } catch (error) {
    effects.log("Token renewal failed", error);
    if (!sessionIsOver(error)) return CONTINUE;
    await effects.clearStoredTokens();
    await effects.signOut();
    return toLogin;
  }
  // docs/product/states.md: both empty means no session. An empty access token alone leaves nothing to send
  // either, so it ends the same way; an empty refresh token alone means it was not rotated.
  if (!renewed.accessToken) {
    await effects.signOut();
    return toLogin;
  }
  return startSession(
    input,
    { accessToken: renewed.accessToken, refreshToken: renewed.refreshToken || refreshToken },
    effects,
  );
};

const startSession = async (
  input: NavigationInput,
  tokens: TokenPair,
  effects: NavigationEffects,
): Promise<NavigationOutcome> => {
  try {
    await effects.setSession({
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
    });
    return CONTINUE;
  } catch (error) {
    if (!sessionIsOver(error)) {
      effects.log("Session check failed; the session is kept", error);
      return CONTINUE;
    }
    effects.log("Session setup failed", error);
    await effects.signOut();
    return input.isPublicRoute
      ? CONTINUE
      : { kind: "redirect", to: loginRedirectPath(input.fullPath) };
  }
};
