import { AppError } from "../errors/AppError";
import { ErrorCode } from "../errors/codes";
import { decodeJwt, type JwtPayload } from "./jwt";
import { sessionIsOver } from "./sessionCheck";
import { type TokenPair, tokenStatus } from "./tokenStatus";

/** The part of the auth state that decides whether someone is signed in. */
export interface AuthTokenState {
  readonly token?: string | null;
}

/** Authenticated means a token is present (docs/product/states.md); whether it is still valid is another matter. */
export const isAuthenticated = (state: AuthTokenState): boolean => Boolean(state.token);

/** The effects of signing out. */
export interface SignOutEffects {
  /**
   * Ends the session on the server (`POST /logout`, docs/architecture.md#rules-never-broken) while its token is still at
   * hand. Absent where the session is known to be over already (a sign-in that failed).
   */
  endServerSession?(): Promise<void>;
  /** Where a server sign-out that failed is noted: the user is signed out here all the same. */
  log?(message: string, error: unknown): void;
  /** Removes the request interceptor that attaches the access token to calls. */
  removeRequestInterceptor(): void;
  /** Forgets the user in the auth state. */
  clearUser(): void;
  /** Forgets the tokens and token info, in the auth state and in the encrypted store. */
  clearTokens(): void | Promise<void>;
}

/** The effects of the sign-in sequence; the console binds them to its auth store and client. */
export interface SessionEffects<User> extends SignOutEffects {
  /** Sets the tokens on the HTTP client (installs the request interceptor). */
  setClientTokens(tokens: SessionTokens): void;
  /** Fetches the signed-in user (`GET /users/me`). */
  fetchUser(): Promise<User>;
  /** Keeps the user in the auth state. */
  setUser(user: User): void;
  /** Keeps the tokens in the auth state and the encrypted store. */
  storeTokens(tokens: SessionTokens): void | Promise<void>;
  /** Keeps the decoded access token (its claims) as the token info. */
  setTokenInfo(info: JwtPayload): void;
  /** The check-in call (`GET /checkin`); its failure is ignored. */
  checkIn(): Promise<unknown>;
  /** Where ignored and fatal failures are reported. */
  log(message: string, error: unknown): void;
}

/** Tokens of a session being set up: the access token is known to be present. */
export interface SessionTokens {
  readonly accessToken: string;
  readonly refreshToken?: string | null;
}

/**
 * How a sign-in ended: the user; or the failure, with whether it ended the session (the user was
 * signed out) or left it unsettled (the tokens are kept, the user is not known yet: retry).
 */
export type SignInResult<User> =
  | { readonly ok: true; readonly user: User }
  | { readonly ok: false; readonly error: unknown; readonly sessionEnded: boolean };

/**
 * Signs out (docs/product/states.md, docs/architecture.md#rules-never-broken): the session ends on the server first, while the token is
 * still sent; then the interceptor goes, so that no call leaves with a stale token, and user and
 * tokens are forgotten. A server that cannot be reached (offline) or that refuses (the session
 * already over) is logged, never in the way: the user is signed out on this device regardless.
 */
export const signOut = async (effects: SignOutEffects): Promise<void> => {
  if (effects.endServerSession) {
    try {
      await effects.endServerSession();
    } catch (error) {
      effects.log?.("Server sign-out failed; signed out on this device only", error);
    }
  }
  effects.removeRequestInterceptor();
  effects.clearUser();
  await effects.clearTokens();
};

/** What signing out asks of the server, from the tokens held (see {@link serverSignOutStep}). */
export type ServerSignOutStep = "end" | "renewThenEnd" | "none";

/**
 * What signing out asks of the server for the tokens held at `nowMs`: `end` the session with the
 * live access token; `renewThenEnd` when only the refresh token is live (left alone, it would go
 * on renewing for the rest of its 14 days); `none` when no token could be used again.
 */
export const serverSignOutStep = (tokens: TokenPair, nowMs: number): ServerSignOutStep => {
  const status = tokenStatus(tokens, nowMs);
  if (status === "valid") return "end";
  return status === "need-refresh" ? "renewThenEnd" : "none";
};

/**
 * Sets up a session from tokens (docs/product/states.md "Authenticated"): the tokens go on the HTTP client and
 * the user is fetched; then the tokens and token info are stored and check-in is called, its
 * failure ignored. A failure that says the session is over ({@link sessionIsOver}) signs the user
 * out. Any other (the check aborted by a reload, a timeout, no network, a 5xx) leaves the session
 * unsettled: the tokens stay on the client and are kept in the store, the user stays unknown, and
 * the caller tries again later. Never rejects.
 */
export const signIn = async <User>(
  tokens: TokenPair,
  effects: SessionEffects<User>,
): Promise<SignInResult<User>> => {
  try {
    const { accessToken, refreshToken } = tokens;
    if (!accessToken)
      throw new AppError(ErrorCode.unauthorized, { details: { reason: "noAccessToken" } });
    const decoded = decodeJwt(accessToken);
    if (!decoded.ok)
      throw new AppError(ErrorCode.unauthorized, { details: { reason: decoded.reason } });
    const sessionTokens: SessionTokens = { accessToken, refreshToken };
    effects.setClientTokens(sessionTokens);
    const user = await effects.fetchUser();
    effects.setUser(user);
    await effects.storeTokens(sessionTokens);
    effects.setTokenInfo(decoded.payload);
    await checkInQuietly(effects);
    return { ok: true, user };
  } catch (error) {
    if (sessionIsOver(error)) {
      effects.log("Session setup failed", error);
      await signOut(effects);
      return { ok: false, error, sessionEnded: true };
    }
    effects.log("Session check failed; the session is kept for a retry", error);
    await keepTokensQuietly(tokens, effects);
    return { ok: false, error, sessionEnded: false };
  }
};

/**
 * Keeps the tokens of an unsettled session on this device, so the next check uses them again
 * (a fresh login's are not stored yet). Storage that fails is noted: the session goes on in memory.
 */
const keepTokensQuietly = async (tokens: TokenPair, effects: SessionEffects<unknown>) => {
  if (!tokens.accessToken) return;
  try {
    await effects.storeTokens({
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
    });
  } catch (error) {
    effects.log("Keeping the tokens failed", error);
  }
};

const checkInQuietly = async (effects: SessionEffects<unknown>): Promise<void> => {
  try {
    await effects.checkIn();
  } catch (error) {
    // Check-in only records the visit; a session must not fail because of it.
    effects.log("Check-in failed (ignored)", error);
  }
};
