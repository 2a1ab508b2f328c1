import { socialLoginOutcome, socialProofStep } from "@orbis/core/auth";
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
   * Social sign-in from a provider's return: core's {@link socialProofStep} says whether the
   * answer is the proof or the identity service trades a code first, and
   * {@link socialLoginOutcome} what the login becomes (a session, a registration waiting, or
   * tokens handed back to the CLI).
   */
  async withSocial(
    answer: SocialSuccess,
    origin: string,
    clientKind: ClientKind = "web",
  ): Promise<LoginResult> {
    const { api } = this.deps;
    const { provider } = answer;
    const step = socialProofStep(answer, origin);
    const proof =
      step.kind === "proof"
        ? step.proof
        : step.kind === "exchangeNaver"
          ? await api.getNaverAccessToken({ query: step.query })
          : await api.getFacebookAccessToken({ query: step.query });
    const result = await api.loginSocial({
      params: { provider },
      body: { ...ORBIS_SERVICE, ...proof, clientKind },
    });
    const outcome = socialLoginOutcome(clientKind, result.registered);
    if (outcome === "session") await this.deps.auth.setSession(result);
    if (outcome === "awaitRegistration")
      this.deps.registration.hold({ ...result, provider, email: result.email });
    return result;
  }

  /** Keeps (or, with null, drops) a CLI sign-in's tokens for the page that posts them. */
  holdCliTokens(tokens: IssuedTokens | null): void {
    this.cliTokens = tokens;
  }
}
