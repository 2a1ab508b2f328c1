import { socialReturnUrl } from "@orbis/core/auth";
import { type ClientKind, type LoginResult, ORBIS_SERVICE } from "@orbis/core/contract";
import { makeAutoObservable } from "mobx";
import type { OrbisApi } from "../api/consoleApi";
import type { AuthStore } from "./AuthStore";
import type { IssuedTokens, RegistrationStore, SocialSuccess } from "./RegistrationStore";

/** What the sign-in store needs from outside. */
export interface SignInStoreDeps {
  readonly api: Pick<
    OrbisApi,
    "loginEmail" | "loginSocial" | "getNaverAccessToken" | "getFacebookAccessToken"
  >;
  /** The browser's session a web sign-in becomes. */
  readonly auth: Pick<AuthStore, "setSession">;
  /** Where a social user without an account waits for the registration. */
  readonly registration: Pick<RegistrationStore, "hold">;
}

/**
 * Signing in to an account that exists: by email or through a provider, for this browser or for
 * the CLI, and the CLI's tokens held between the provider's return page and the page that hands
 * them to the terminal (memory only).
 */
export class SignInStore {
  /**
   * Tokens of a CLI sign-in finished on another page (a social provider's return in plugin
   * mode), waiting for the login page to post them to the terminal. Kept in memory only.
   */
  cliTokens: IssuedTokens | null = null;

  constructor(private readonly deps: SignInStoreDeps) {
    makeAutoObservable<SignInStore, "deps">(this, { deps: false });
  }

  /**
   * Email sign-in. A web login becomes this browser's session; a CLI login (`clientKind: "cli"`)
   * only hands its tokens back, so the terminal gets a session slot of its own and the browser's
   * session stays as it was.
   */
  async withEmail(
    credentials: { readonly email: string; readonly password: string },
    clientKind: ClientKind = "web",
  ): Promise<LoginResult> {
    const result = await this.deps.api.loginEmail({
      body: { ...ORBIS_SERVICE, ...credentials, clientKind },
    });
    if (clientKind === "web") await this.deps.auth.setSession(result);
    return result;
  }

  /**
   * Social sign-in from a provider's return: google's access token is used as is; naver's and
   * facebook's codes are exchanged by the identity service (facebook wants the exact return
   * address again); a kakao code the browser did not trade itself (no client id in the build)
   * goes with the login, for a server configured for Kakao to trade. A web login of
   * a registered account becomes the session; an unregistered one only gets registration tokens.
   */
  async withSocial(
    answer: SocialSuccess,
    origin: string,
    clientKind: ClientKind = "web",
  ): Promise<LoginResult> {
    const { api } = this.deps;
    const { provider, credential } = answer;
    const service = {
      serviceID: ORBIS_SERVICE.serviceId,
      serviceVersion: ORBIS_SERVICE.serviceVersion,
    };
    let proof: { accessToken: string } | { code: string };
    if (credential.kind === "accessToken") proof = { accessToken: credential.accessToken };
    else if (provider === "naver")
      proof = await api.getNaverAccessToken({
        query: { ...service, code: credential.code, state: answer.state ?? "" },
      });
    else if (provider === "facebook")
      proof = await api.getFacebookAccessToken({
        query: {
          ...service,
          code: credential.code,
          "redirect-uri": socialReturnUrl(origin, provider, answer.plugin),
          ...(answer.state ? { state: answer.state } : {}),
        },
      });
    else proof = { code: credential.code };
    const result = await api.loginSocial({
      params: { provider },
      body: { ...ORBIS_SERVICE, ...proof, clientKind },
    });
    if (clientKind === "web" && result.registered) await this.deps.auth.setSession(result);
    if (clientKind === "web" && !result.registered)
      this.deps.registration.hold({ ...result, provider, email: result.email });
    return result;
  }

  /** Keeps (or, with null, drops) a CLI sign-in's tokens for the page that posts them. */
  holdCliTokens(tokens: IssuedTokens | null): void {
    this.cliTokens = tokens;
  }
}
