import {
  type DeactivatedAccount,
  deactivatedAccountOf,
  emailLinkUse,
  MARKETING_EXTRA_KEY,
} from "@orbis/core/account";
import {
  type LoginResult,
  type MainUser,
  ORBIS_SERVICE,
  type PublicVerification,
  type SignInMethod,
  type SocialRegistration,
  type UserSurvey,
} from "@orbis/core/contract";
import { makeAutoObservable, runInAction } from "mobx";
import type { OrbisApi } from "../api/consoleApi";
import type { AuthStore } from "./AuthStore";
import type { RegistrationStore } from "./RegistrationStore";

/** Session-storage key of a verified restore link: it must outlive a social provider's trip. */
export const RESTORE_LINK_KEY = "restoreLink";

/** A restore link the console verified (docs/product/entities.md: the account-restore-verified data). */
export interface RestoreLink {
  readonly encryptId: string;
  readonly maskedEmail: string;
}

/** An emailed link opened on the wrong screen (a restore link on the unsubscribe page…). */
export class WrongLinkError extends Error {
  override readonly name = "WrongLinkError";
}

/** What the account store needs from outside. */
export interface AccountStoreDeps {
  readonly api: Pick<
    OrbisApi,
    | "submitUserSurvey"
    | "deactivateUser"
    | "getPublicVerification"
    | "updatePublicExtra"
    | "requestWithdrawalVerification"
    | "restoreUser"
    | "registerSuid"
    | "registerSocial"
    | "useTokens"
  >;
  readonly auth: Pick<AuthStore, "signOut" | "forgetSession" | "setSession" | "isAuthenticated">;
  /** The social sign-in waiting for its registration. */
  readonly registration: Pick<RegistrationStore, "pending" | "hold">;
  /** Where the verified restore link waits (the tab's session storage). */
  readonly session: Pick<Storage, "getItem" | "setItem" | "removeItem">;
}

/**
 * The account's way out and back in: leaving (survey, then deactivation), the restore of a
 * deactivated account (docs/product/entities.md auth state: the account-deletion-verified flag, then the
 * account-restore-verified data), emailed unsubscribe links, the sign-in handed over by another
 * Orbis product, and the registration of a social user. Rules are core's; this orchestrates.
 */
export class AccountStore {
  /** A login proved this deactivated account: its owner may ask for a restore link. */
  deactivated: DeactivatedAccount | null = null;
  /** The address a restore link was mailed to, once asked for. */
  restoreMailSentTo: string | null = null;
  /** A verified restore link, used before the next sign-in. */
  restoreLink: RestoreLink | null;
  /** The last sign-in could not use the restore link (expired, used, or another sign-in way). */
  restoreRefused = false;

  constructor(private readonly deps: AccountStoreDeps) {
    this.restoreLink = readRestoreLink(deps.session);
    makeAutoObservable<AccountStore, "deps">(this, { deps: false });
  }

  /** Records why the user leaves, deactivates the account, and signs out. */
  async leave(survey: UserSurvey): Promise<void> {
    await this.deps.api.submitUserSurvey({ body: survey });
    await this.deps.api.deactivateUser();
    // Deactivation ends every session of the account on the server: nothing is left to end there.
    await this.deps.auth.forgetSession();
  }

  /**
   * Notes a failed sign-in. True when the failure is one this store explains to the user (a
   * deactivated account to restore, or a restore link refused), so the form says nothing more.
   */
  explainsLoginFailure(error: unknown): boolean {
    if (this.restoreRefused) return true;
    this.deactivated = deactivatedAccountOf(error);
    this.restoreMailSentTo = null;
    return this.deactivated !== null;
  }

  /** Mails a restore link to the deactivated account a login proved. */
  async requestRestoreMail(): Promise<void> {
    const account = this.deactivated;
    if (account === null) return;
    await this.deps.api.requestWithdrawalVerification({
      params: { socialType: account.signInMethod },
      body: { email: account.email, userId: account.userId },
    });
    runInAction(() => {
      this.restoreMailSentTo = account.email;
    });
  }

  /** What an emailed link is for; refuses a link meant for another screen. */
  async checkLink(
    encryptId: string,
    screen: PublicVerification["purpose"],
  ): Promise<PublicVerification> {
    const link = await this.deps.api.getPublicVerification({ params: { id: encryptId } });
    if (emailLinkUse(link, screen) !== "use") throw new WrongLinkError(link.purpose);
    return link;
  }

  /** Checks a restore link and keeps it for the sign-in that follows. */
  async verifyRestoreLink(encryptId: string): Promise<RestoreLink> {
    const link = await this.checkLink(encryptId, "restore");
    const kept = { encryptId, maskedEmail: link.maskedEmail };
    this.deps.session.setItem(RESTORE_LINK_KEY, JSON.stringify(kept));
    runInAction(() => {
      this.restoreLink = kept;
      this.deactivated = null;
      this.restoreRefused = false;
    });
    return kept;
  }

  /**
   * Before a web sign-in with `method`: restores the account of a kept restore link (the link
   * is the proof; the server checks it belongs to an account that signs in this way). True when
   * an account was restored. A refused link stays kept, so another sign-in way can use it.
   */
  async restoreBeforeLogin(method: SignInMethod): Promise<boolean> {
    this.restoreRefused = false;
    const link = this.restoreLink;
    if (link === null) return false;
    try {
      await this.deps.api.restoreUser({
        params: { socialType: method },
        body: { encryptId: link.encryptId },
      });
    } catch (error) {
      runInAction(() => {
        this.restoreRefused = true;
      });
      throw error;
    }
    this.forgetRestoreLink();
    return true;
  }

  forgetRestoreLink(): void {
    this.deps.session.removeItem(RESTORE_LINK_KEY);
    this.restoreLink = null;
    this.restoreRefused = false;
  }

  /** Turns marketing mail off for the account of an emailed unsubscribe link. */
  async unsubscribe(encryptId: string): Promise<void> {
    await this.deps.api.updatePublicExtra({
      params: { encryptId },
      body: { list: [{ key: MARKETING_EXTRA_KEY, value: "false" }] },
    });
  }

  /**
   * Signs in with an identity token handed over by another Orbis product: the main API opens
   * the account if this identity never used Orbis, then the tokens become the session.
   */
  async integrationLogin(tokens: {
    readonly accessToken: string;
    readonly refreshToken: string | null;
  }): Promise<MainUser> {
    const main = await this.deps.api.registerSuid({
      headers: { "auth-token": tokens.accessToken },
    });
    await this.deps.auth.setSession(tokens);
    return main;
  }

  /**
   * Creates the account of the social user whose sign-in found none, with the registration
   * token that sign-in got; the new account's tokens become the session.
   */
  async registerWithSocial(
    details: Omit<SocialRegistration, "serviceId" | "serviceVersion">,
  ): Promise<LoginResult> {
    const { auth, api, registration } = this.deps;
    const pending = registration.pending;
    if (pending === null) throw new Error("No social sign-in is waiting for its registration");
    // The registration token goes on this one call only; another account's session ends.
    if (auth.isAuthenticated) await auth.signOut();
    // Not a React hook, whatever its name: the client's interceptor (a plain closure).
    const { useTokens: sendTokens } = api;
    const stopSending = sendTokens(() => pending);
    let result: LoginResult;
    try {
      result = await api.registerSocial({
        params: { provider: pending.provider },
        body: { ...ORBIS_SERVICE, ...details },
      });
    } finally {
      stopSending();
    }
    registration.hold(null);
    await auth.setSession(result);
    return result;
  }
}

/** The restore link kept by an earlier page of this tab, if it reads back whole. */
const readRestoreLink = (session: AccountStoreDeps["session"]): RestoreLink | null => {
  try {
    const kept: unknown = JSON.parse(session.getItem(RESTORE_LINK_KEY) ?? "null");
    if (typeof kept !== "object" || kept === null) return null;
    const { encryptId, maskedEmail } = kept as Record<string, unknown>;
    return typeof encryptId === "string" && typeof maskedEmail === "string"
      ? { encryptId, maskedEmail }
      : null;
  } catch {
    return null;
  }
};
