import { codeResendRefusalOf, codeResendWaitSeconds } from "@orbis/core/auth";
import { ORBIS_SERVICE, type VerificationTicket, type VerifyType } from "@orbis/core/contract";
import { makeAutoObservable, runInAction } from "mobx";
import type { OrbisApi } from "../../api/consoleApi";

/** What a pending code needs from outside. */
export interface PendingCodeDeps {
  readonly api: Pick<OrbisApi, "renewEmailVerification">;
  readonly now: () => number;
}

/** How asking for a new code ended, when the server did not fail otherwise. */
export type CodeResendOutcome =
  /** A new code was mailed; the old one no longer works. */
  | "sent"
  /** Too many code mails for now: {@link PendingCode.waitSeconds} says how long to wait. */
  | "wait"
  /** This request can have no more codes: the address step must ask for a new one. */
  | "restart";

/**
 * A mailed code the user is waiting for (registration, password reset), and asking for a fresh
 * one for the same request (`PUT /users/email/verification/renew`). It waits between mails as
 * core says (`codeResendWaitSeconds`), longer when the server asked it to.
 */
export class PendingCode {
  /** When the last code was mailed (epoch ms). */
  lastSentAt: number;
  /** Until when the server asked not to be asked again (epoch ms). */
  refusedUntil: number | null = null;
  sending = false;
  /** Whether this request can have no more codes. */
  exhausted = false;

  constructor(
    private readonly deps: PendingCodeDeps,
    readonly email: string,
    readonly verifyType: VerifyType,
    readonly ticket: VerificationTicket,
  ) {
    this.lastSentAt = deps.now();
    makeAutoObservable<PendingCode, "deps">(this, { deps: false });
  }

  /** The request's id, quoted with the code. */
  get verifyId(): string {
    return this.ticket.verifyId;
  }

  /** Whole seconds until a new code may be asked for; 0 when it may be asked now. */
  waitSeconds(now: number = this.deps.now()): number {
    return codeResendWaitSeconds({
      lastSentAt: this.lastSentAt,
      refusedUntil: this.refusedUntil,
      now,
    });
  }

  /**
   * Mails a new code for this request, unless it must wait or can have no more. A refusal the
   * user can act on is an outcome; any other failure is thrown for the form to say.
   */
  async resend(): Promise<CodeResendOutcome> {
    if (this.exhausted) return "restart";
    if (this.sending || this.waitSeconds() > 0) return "wait";
    this.sending = true;
    try {
      await this.deps.api.renewEmailVerification({
        body: {
          ...ORBIS_SERVICE,
          email: this.email,
          verifyType: this.verifyType,
          verifyId: this.verifyId,
        },
      });
      runInAction(() => {
        this.lastSentAt = this.deps.now();
        this.refusedUntil = null;
      });
      return "sent";
    } catch (error) {
      const refusal = codeResendRefusalOf(error);
      if (refusal === null) throw error;
      runInAction(() => {
        if (refusal.kind === "wait") this.refusedUntil = this.deps.now() + refusal.seconds * 1000;
        else this.exhausted = true;
      });
      return refusal.kind;
    } finally {
      runInAction(() => {
        this.sending = false;
      });
    }
  }
}
