import {
  isAuthenticated,
  type JwtPayload,
  msUntilRenewal,
  type NavigationOutcome,
  runNavigation,
  type SessionEffects,
  type SessionTokens,
  sessionIsOver,
  signIn,
  signOut,
  type TokenPair,
  type TokenSet,
  type TokenStore,
} from "@orbis/core/auth";
import type { User } from "@orbis/core/contract";
import { ErrorCode, isAppError } from "@orbis/core/errors";
import { makeAutoObservable, runInAction } from "mobx";
import type { OrbisApi } from "../api/consoleApi";
import { endServerSession } from "./auth/endServerSession";
import type { CouponStore } from "./CouponStore";

/** What the auth store needs from outside. */
export interface AuthStoreDeps {
  readonly api: Pick<OrbisApi, "getMe" | "checkin" | "renewToken" | "logout" | "useTokens">;
  readonly tokenStore: TokenStore;
  readonly coupons: CouponStore;
  readonly now: () => number;
  readonly log: (message: string, error: unknown) => void;
}

/**
 * The session: tokens (kept encrypted by core's token store), the signed-in user and the
 * navigation guard. The rules (token status, renewal, sign-in and sign-out sequences) are core's;
 * this store binds their effects to the client and the other stores. The ways into a session are
 * the sign-in and registration stores'.
 */
export class AuthStore {
  user: User | null = null;
  accessToken: string | null = null;
  refreshToken: string | null = null;
  tokenInfo: JwtPayload | null = null;
  /**
   * Why the last session check got no verdict (a reload aborted it, no network, a 5xx): the
   * tokens are kept and the user is not known yet. Null once a check succeeds or the session ends.
   */
  sessionProblem: unknown = null;
  /** Resolves once the stored tokens have been read back on start. */
  readonly ready: Promise<void>;
  private removeInterceptor: (() => void) | undefined;
  private renewal:
    | { readonly refreshToken: string; readonly answer: Promise<TokenSet> }
    | undefined;
  private renewalTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly deps: AuthStoreDeps) {
    makeAutoObservable<AuthStore, "deps" | "removeInterceptor" | "renewal" | "renewalTimer">(this, {
      deps: false,
      removeInterceptor: false,
      renewal: false,
      renewalTimer: false,
      ready: false,
    });
    this.ready = this.restore();
  }

  get isAuthenticated(): boolean {
    return isAuthenticated({ token: this.accessToken });
  }

  /**
   * The navigation guard (docs/product/states.md "On navigation"): decides from the tokens held now whether to
   * go on, renew, sign out or send the visitor to the login dialog with a `redirect` back.
   */
  async guard(fullPath: string, isPublicRoute: boolean): Promise<NavigationOutcome> {
    await this.ready;
    const tokens: TokenPair = { accessToken: this.accessToken, refreshToken: this.refreshToken };
    return runNavigation(
      { tokens, nowMs: this.deps.now(), fullPath, isPublicRoute },
      {
        setSession: (pair) => this.setSession(pair),
        renewTokens: (refreshToken) =>
          this.renewTokens(refreshToken).catch((error: unknown) => {
            this.noteUnsettled(error);
            throw error;
          }),
        clearStoredTokens: () => this.deps.tokenStore.clear(),
        // The guard signs out when the session cannot go on (expired, renewal refused): the
        // server has nothing left that the tokens could use.
        signOut: () => this.forgetSession(),
        log: this.deps.log,
      },
    );
  }

  /**
   * Starts a session from fresh tokens (login, registration, renewal). A session already running
   * on the same access token is kept: the guard asks for one on every navigation.
   */
  async setSession(tokens: TokenPair): Promise<void> {
    if (this.user && tokens.accessToken && tokens.accessToken === this.accessToken) return;
    const result = await signIn<User>(tokens, this.sessionEffects());
    if (result.ok) {
      runInAction(() => (this.sessionProblem = null));
      return;
    }
    if (!result.sessionEnded) this.noteUnsettled(result.error);
    throw result.error;
  }

  /**
   * Checks the session again after a check that got no verdict ({@link sessionProblem}), as a
   * navigation to `fullPath` would: answers where to go (the login, when the server now says the
   * session is over).
   */
  retrySession(fullPath: string): Promise<NavigationOutcome> {
    return this.guard(fullPath, false);
  }

  /** Notes a session check that got no verdict; one that ended the session is no problem to show. */
  private noteUnsettled(error: unknown): void {
    if (sessionIsOver(error)) return;
    runInAction(() => (this.sessionProblem = error));
  }

  /**
   * Trades the refresh token for a new pair. Two navigations (or a navigation and the background
   * renewal) share one call: the server treats a refresh token used twice as stolen.
   */
  renewTokens(refreshToken: string): Promise<TokenSet> {
    if (this.renewal?.refreshToken === refreshToken) return this.renewal.answer;
    const answer = this.deps.api.renewToken({ body: { refreshToken } }).finally(() => {
      if (this.renewal?.answer === answer) this.renewal = undefined;
    });
    this.renewal = { refreshToken, answer };
    return answer;
  }

  /**
   * Signs out: the session ends on the server (every session of the account with `everywhere`),
   * then the client stops sending the token and user and tokens are forgotten. Forgetting does
   * not depend on the server: offline, or with the session already over, the user is signed out
   * here all the same (core's `signOut`).
   */
  signOut(options: { readonly everywhere?: boolean } = {}): Promise<void> {
    return this.closeSession(() =>
      endServerSession({
        api: this.deps.api,
        tokens: { accessToken: this.accessToken, refreshToken: this.refreshToken },
        now: this.deps.now(),
        renew: (refreshToken) => this.renewTokens(refreshToken),
        everywhere: options.everywhere === true,
      }),
    );
  }

  /**
   * Forgets the session on this device only, for a session the server has already ended or
   * refuses (a refused renewal, a newer login elsewhere, a deactivated account): there is
   * nothing left to end there, and asking would only spend a refresh token again.
   */
  forgetSession(): Promise<void> {
    return this.closeSession(undefined);
  }

  private async closeSession(endServerSession: (() => Promise<void>) | undefined): Promise<void> {
    clearTimeout(this.renewalTimer);
    this.renewalTimer = undefined;
    runInAction(() => (this.sessionProblem = null));
    await signOut({
      ...(endServerSession ? { endServerSession } : {}),
      log: this.deps.log,
      removeRequestInterceptor: () => {
        this.removeInterceptor?.();
        this.removeInterceptor = undefined;
      },
      clearUser: () => runInAction(() => (this.user = null)),
      clearTokens: () => this.clearTokens(),
    });
  }

  private clearTokens(): void {
    this.deps.tokenStore.clear();
    this.accessToken = null;
    this.refreshToken = null;
    this.tokenInfo = null;
  }

  /**
   * Renews the access token shortly before `expSeconds`, while the session lasts, so calls made
   * while the user stays on one screen keep a valid token (renewal otherwise happens on navigation).
   */
  private scheduleRenewal(expSeconds: number): void {
    clearTimeout(this.renewalTimer);
    this.renewalTimer = undefined;
    if (!this.refreshToken) return;
    const delay = msUntilRenewal(expSeconds, this.deps.now());
    this.renewalTimer = setTimeout(() => void this.renewInBackground(), delay);
  }

  private async renewInBackground(): Promise<void> {
    const refreshToken = this.refreshToken;
    if (!refreshToken) return;
    try {
      const renewed = await this.renewTokens(refreshToken);
      await this.setSession({
        accessToken: renewed.accessToken,
        refreshToken: renewed.refreshToken || refreshToken,
      });
    } catch (error) {
      this.deps.log("Background token renewal failed", error);
      // Only the server's verdict ends the session (then the next call or navigation leads to
      // the login); a renewal that got none is tried again by the next navigation.
      if (sessionIsOver(error)) await this.forgetSession();
      else this.noteUnsettled(error);
    }
  }

  private async restore(): Promise<void> {
    try {
      const stored = await this.deps.tokenStore.read();
      runInAction(() => {
        this.accessToken = stored.accessToken;
        this.refreshToken = stored.refreshToken;
      });
    } catch (error) {
      // Unreadable storage (private mode, no WebCrypto): start signed out rather than not at all.
      this.deps.log("Stored tokens could not be read; starting signed out", error);
    }
  }

  private sessionEffects(): SessionEffects<User> {
    const { api, tokenStore, coupons, log } = this.deps;
    return {
      setClientTokens: (tokens: SessionTokens) => {
        this.removeInterceptor?.();
        this.removeInterceptor = api.useTokens(() => tokens);
      },
      fetchUser: () => api.getMe(),
      setUser: (user) => runInAction(() => (this.user = user)),
      storeTokens: async (tokens) => {
        const refreshToken = tokens.refreshToken ?? null;
        // The pair read back on start is stored already: a page being left writes nothing.
        const held = tokens.accessToken === this.accessToken && refreshToken === this.refreshToken;
        if (refreshToken && !held)
          await tokenStore.save({ accessToken: tokens.accessToken, refreshToken });
        runInAction(() => {
          this.accessToken = tokens.accessToken;
          this.refreshToken = refreshToken;
        });
      },
      setTokenInfo: (info) => {
        runInAction(() => (this.tokenInfo = info));
        this.scheduleRenewal(info.exp);
      },
      checkIn: async () => {
        // The first access is remembered per account: read this one's before asking.
        if (this.user !== null) coupons.signedIn(this.user);
        // A student on a one-time password is refused everything but setting their own (140008):
        // the session stands, the visit counts from their next sign-in.
        const visit = await api.checkin().catch((error: unknown) => {
          if (isAppError(error) && error.code === ErrorCode.passwordChangeRequired) return null;
          throw error;
        });
        if (visit === null) return;
        // Only a first visit raises the flag; a later one must not undo a popup still to show.
        if (visit.firstAccess) coupons.setFirstAccess(true);
        if (coupons.firstAccess) await coupons.showFirstAccessCoupons();
      },
      removeRequestInterceptor: () => {
        this.removeInterceptor?.();
        this.removeInterceptor = undefined;
      },
      clearUser: () => runInAction(() => (this.user = null)),
      clearTokens: () => this.clearTokens(),
      log,
    };
  }
}
