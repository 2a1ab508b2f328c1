import { createHmac, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { canRenewCode, checkCode, isProofUsable, VERIFICATION_LIMITS } from "@orbis/core/auth";
import type { Language, VerificationTicket, VerifyType } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import type { Clock } from "../../infra/clock";
import type { Mailer } from "../../infra/mail/mailer";
import { verificationMail } from "./mails";
import type { VerificationRepository, VerificationRow } from "./verificationRepository";

/** What a proven address may be used for once. */
export interface Proof {
  readonly verifyId: string;
  readonly email: string;
  readonly purpose: VerifyType;
  readonly code: string;
}

const state = (row: VerificationRow) => ({
  attempts: row.attempts,
  expiresAt: new Date(row.expires_at),
  verifiedAt: row.verified_at === null ? null : new Date(row.verified_at),
  consumedAt: row.consumed_at === null ? null : new Date(row.consumed_at),
});

/**
 * Mailed six-digit codes. The code is kept only as an HMAC under the server secret, bound to its
 * verification id, so a copy of the database does not give away live codes. Every wrong code
 * counts; after the limit the code is dead and a renewal mails a new one.
 */
export const createVerificationService = (deps: {
  readonly repo: VerificationRepository;
  readonly mail: Mailer;
  readonly clock: Clock;
  readonly secret: Uint8Array;
  readonly publicUrl: string;
}) => {
  const { repo, clock } = deps;
  const hashOf = (id: string, code: string) =>
    createHmac("sha256", deps.secret).update(`${id}:${code}`).digest("hex");
  const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, "0");
  const matches = (row: VerificationRow, code: string) =>
    timingSafeEqual(Buffer.from(row.code_hash, "hex"), Buffer.from(hashOf(row.id, code), "hex"));

  const send = async (
    email: string,
    purpose: VerifyType,
    id: string,
    code: string,
    language: Language,
  ) => {
    await deps.mail.send(
      verificationMail({
        to: email,
        purpose,
        code,
        verifyId: id,
        language,
        publicUrl: deps.publicUrl,
      }),
    );
  };

  const load = async (verifyId: string, email: string, purpose: VerifyType) => {
    const row = await repo.find(verifyId, email, purpose);
    // An unknown id answers like a wrong code: ids are not to be probed.
    if (row === undefined) throw new AppError(ErrorCode.codeInvalid);
    return row;
  };

  return {
    /** Mails a new code; answers the ticket the client quotes back with the code. */
    start: async (
      email: string,
      purpose: VerifyType,
      serviceId: string,
      language: Language,
    ): Promise<VerificationTicket> => {
      const id = randomUUID();
      const code = newCode();
      const now = clock();
      const expiresAt = new Date(now.getTime() + VERIFICATION_LIMITS.codeTtlMs);
      await repo.create({
        id,
        email,
        purpose,
        serviceId,
        codeHash: hashOf(id, code),
        expiresAt,
        now,
      });
      await send(email, purpose, id, code, language);
      return { verifyId: id, expiresAt: expiresAt.toISOString() };
    },

    /** A ticket that looks like a real one and mails nothing: the answer for unknown addresses. */
    decoy: (): VerificationTicket => ({
      verifyId: randomUUID(),
      expiresAt: new Date(clock().getTime() + VERIFICATION_LIMITS.codeTtlMs).toISOString(),
    }),

    /** Mails a fresh code for a pending verification (same id, attempts reset). */
    renew: async (
      verifyId: string,
      email: string,
      purpose: VerifyType,
      language: Language,
    ): Promise<VerificationTicket> => {
      const row = await repo.find(verifyId, email, purpose);
      if (row === undefined) throw new AppError(ErrorCode.codeInvalid);
      if (!canRenewCode({ ...state(row), renewals: row.renewals })) {
        throw new AppError(ErrorCode.codeAttemptsExceeded, {
          message: "No more codes for this request; start the verification again",
        });
      }
      const code = newCode();
      const expiresAt = new Date(clock().getTime() + VERIFICATION_LIMITS.codeTtlMs);
      await repo.renew(verifyId, hashOf(verifyId, code), expiresAt);
      await send(email, purpose, verifyId, code, language);
      return { verifyId, expiresAt: expiresAt.toISOString() };
    },

    /** Checks a code and marks the address proven; answers until when the proof holds. */
    confirm: async (proof: Proof): Promise<Date> => {
      const row = await load(proof.verifyId, proof.email, proof.purpose);
      await repo.countAttempt(row.id);
      const verdict = checkCode(state(row), matches(row, proof.code), clock());
      if (verdict !== 0) throw new AppError(verdict);
      const proofExpiresAt = new Date(clock().getTime() + VERIFICATION_LIMITS.proofTtlMs);
      await repo.markVerified(row.id, clock(), proofExpiresAt);
      return proofExpiresAt;
    },

    /**
     * Checks a proof before its one use: a confirmed verification with its code, or an unconfirmed
     * one whose code is right now. Runs outside the use's transaction, so a wrong code is counted
     * even though the use then fails; the caller consumes the verification (`consume`) inside it.
     */
    check: async (proof: Proof): Promise<void> => {
      const row = await load(proof.verifyId, proof.email, proof.purpose);
      const s = state(row);
      const right = matches(row, proof.code);
      // Wrong codes count here too: a confirmed proof must not become a free guessing target.
      if (!right) await repo.countAttempt(row.id);
      if (isProofUsable(s, clock())) {
        if (s.attempts >= VERIFICATION_LIMITS.maxAttempts)
          throw new AppError(ErrorCode.codeAttemptsExceeded);
        if (!right) throw new AppError(ErrorCode.codeInvalid);
        return;
      }
      if (right) await repo.countAttempt(row.id);
      const verdict = checkCode(s, right, clock());
      if (verdict !== 0) throw new AppError(verdict);
    },

    /** Marks a checked proof used, inside the transaction of its use; a second use fails (110005). */
    consume: async (verifyId: string, repoInTx: VerificationRepository): Promise<void> => {
      if (!(await repoInTx.consume(verifyId, clock()))) throw new AppError(ErrorCode.codeExpired);
    },
  };
};

/** The verification service's type. */
export type VerificationService = ReturnType<typeof createVerificationService>;
