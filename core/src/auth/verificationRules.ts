/** Limits of mailed verification codes (docs/architecture.md#rules-never-broken: codes expire and count attempts). */
export const VERIFICATION_LIMITS = {
  /** A code works for 10 minutes after it is mailed. */
  codeTtlMs: 10 * 60 * 1000,
  /** A confirmed address stays proven for 30 minutes: time to fill in the registration form. */
  proofTtlMs: 30 * 60 * 1000,
  /** Wrong codes allowed before the code dies: 5 guesses of 10^6 is a 1 in 200 000 chance. */
  maxAttempts: 5,
  /** Fresh codes for one verification before a new one must be started. */
  maxRenewals: 5,
} as const;

/** What the server keeps of a verification. */
export interface VerificationState {
  readonly attempts: number;
  readonly expiresAt: Date;
  readonly verifiedAt: Date | null;
  readonly consumedAt: Date | null;
}

/**
 * The answer to a code: 0 when it is right and usable, else the catalogue code:
 * 110004 wrong code, 110005 expired (or already used), 110006 too many wrong codes.
 * A wrong code counts as an attempt; the caller stores `attempts + 1` whatever the answer.
 */
export const checkCode = (
  state: VerificationState,
  codeMatches: boolean,
  now: Date,
): 0 | 110004 | 110005 | 110006 => {
  if (state.consumedAt !== null) return 110005;
  if (state.attempts >= VERIFICATION_LIMITS.maxAttempts) return 110006;
  if (now.getTime() >= state.expiresAt.getTime()) return 110005;
  if (!codeMatches) return state.attempts + 1 >= VERIFICATION_LIMITS.maxAttempts ? 110006 : 110004;
  return 0;
};

/** True when a confirmed verification still proves its address (not used, not past its proof time). */
export const isProofUsable = (state: VerificationState, now: Date): boolean =>
  state.verifiedAt !== null &&
  state.consumedAt === null &&
  now.getTime() < state.expiresAt.getTime();

/** True when a fresh code may be sent for this verification. */
export const canRenewCode = (state: VerificationState & { readonly renewals: number }): boolean =>
  state.consumedAt === null &&
  state.verifiedAt === null &&
  state.renewals < VERIFICATION_LIMITS.maxRenewals;
