import type { SocialReturn } from "@orbis/core/auth";
import {
  type EmailRegistration,
  type LoginResult,
  ORBIS_SERVICE,
  type PasswordResetConfirm,
  type TermsItem,
  type VerificationTicket,
  type VerifyType,
} from "@orbis/core/contract";
import { makeAutoObservable } from "mobx";
import type { OrbisApi } from "../api/consoleApi";
import type { AuthStore } from "./AuthStore";
import { PendingCode } from "./auth/PendingCode";

/** A provider's answer read from the return address (core's `parseSocialReturn`). */
export type SocialSuccess = Extract<SocialReturn, { ok: true }>;

/** A session's token pair as the identity service hands it out. */
export interface IssuedTokens {
  readonly accessToken: string;
  readonly refreshToken: string;
}

/** A provider's user without an account: the tokens that only open its registration. */
export interface PendingRegistration extends IssuedTokens {
  readonly provider: SocialSuccess["provider"];
  /** The address the provider vouched for; null when it shared none (the form asks). */
  readonly email: string | null;
}

/** What the registration store needs from outside. */
export interface RegistrationStoreDeps {
  readonly api: Pick<
    OrbisApi,
    | "requestEmailVerification"
    | "confirmUserEmailVerification"
    | "registerEmail"
    | "requestPasswordReset"
    | "confirmPasswordReset"
    | "getTerms"
    | "renewEmailVerification"
  >;
  /** The clock the wait between code mails is measured by. */
  readonly now: () => number;
  /** The session a new account's tokens become. */
  readonly auth: Pick<AuthStore, "setSession">;
}

/**
 * Proving an address and opening an account: mailed codes (for a registration or a password
 * reset), the service's terms, the registration by email, the new password of a reset, and the
 * social sign-in that found no account, waiting for its registration (memory only).
 */
export class RegistrationStore {
  /** A web social sign-in that found no account, waiting for its registration. Memory only. */
  pending: PendingRegistration | null = null;

  constructor(private readonly deps: RegistrationStoreDeps) {
    makeAutoObservable<RegistrationStore, "deps">(this, { deps: false });
  }

  /**
   * Mails a code for `verifyType` (registration, password reset…) to `email`; answers the code
   * the user now waits for, which can ask for a fresh one.
   */
  async requestCode(email: string, verifyType: VerifyType): Promise<PendingCode> {
    const body = { ...ORBIS_SERVICE, email };
    const ticket: VerificationTicket =
      verifyType === "reset-password"
        ? await this.deps.api.requestPasswordReset({ body })
        : await this.deps.api.requestEmailVerification({ body: { ...body, verifyType } });
    return new PendingCode(this.deps, email, verifyType, ticket);
  }

  /** Checks a mailed code before the rest of the form is asked for; the proof stays usable. */
  async confirmCode(input: {
    readonly email: string;
    readonly verifyType: VerifyType;
    readonly verifyId: string;
    readonly verifyCode: string;
  }): Promise<void> {
    await this.deps.api.confirmUserEmailVerification({
      body: { serviceId: ORBIS_SERVICE.serviceId, ...input },
    });
  }

  /** The service's current terms, in the interface language, for the registration form. */
  async terms(): Promise<readonly TermsItem[]> {
    const { terms } = await this.deps.api.getTerms({
      query: { serviceId: ORBIS_SERVICE.serviceId },
    });
    return terms;
  }

  /** Creates an account with a verified address; the registration's tokens become the session. */
  async registerWithEmail(
    registration: Omit<EmailRegistration, "serviceId" | "serviceVersion">,
  ): Promise<LoginResult> {
    const result = await this.deps.api.registerEmail({
      body: { ...ORBIS_SERVICE, ...registration, clientKind: "web" },
    });
    await this.deps.auth.setSession(result);
    return result;
  }

  /** Sets a new password with a mailed reset code (the account's other sessions end). */
  async resetPassword(reset: Omit<PasswordResetConfirm, "serviceId">): Promise<void> {
    await this.deps.api.confirmPasswordReset({
      body: { serviceId: ORBIS_SERVICE.serviceId, ...reset },
    });
  }

  /** Keeps (or, with null, drops) the social sign-in waiting for its registration. */
  hold(registration: PendingRegistration | null): void {
    this.pending = registration
      ? {
          provider: registration.provider,
          accessToken: registration.accessToken,
          refreshToken: registration.refreshToken,
          email: registration.email,
        }
      : null;
  }
}
