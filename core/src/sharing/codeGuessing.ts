/**
 * How wrong share codes are throttled, per account: the first few are free, then each further
 * one must wait twice as long as the one before, and a burst locks joining for a while.
 */
export const CODE_GUESS_POLICY = {
  /** Wrong codes allowed before any wait. */
  freeFailures: 3,
  /** Wait after the first failure beyond the free ones; it doubles with each further failure. */
  baseDelayMs: 2_000,
  /** Failures in a row that lock joining. */
  lockAfter: 8,
  /** How long the lock lasts. */
  lockMs: 5 * 60_000,
  /** Failures older than this are forgotten. */
  forgetMs: 15 * 60_000,
} as const;

/** What is remembered about an account's wrong codes (times in epoch milliseconds). */
export interface CodeGuessRecord {
  readonly failures: number;
  readonly lastFailureAt: number | null;
  readonly lockedUntil: number | null;
}

/** An account that has not typed a wrong code lately. */
export const FRESH_GUESS_RECORD: CodeGuessRecord = {
  failures: 0,
  lastFailureAt: null,
  lockedUntil: null,
};

/** Whether an account may try a code now, or how long it must wait first. */
export type CodeGuessVerdict =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly retryAfterMs: number };

const isStale = (record: CodeGuessRecord, now: number): boolean =>
  record.lastFailureAt === null || now - record.lastFailureAt > CODE_GUESS_POLICY.forgetMs;

/** Whether a code may be tried at `now`, given the account's record. */
export const codeGuessVerdict = (record: CodeGuessRecord, now: number): CodeGuessVerdict => {
  if (record.lockedUntil !== null && record.lockedUntil > now)
    return { allowed: false, retryAfterMs: record.lockedUntil - now };
  if (isStale(record, now) || record.failures < CODE_GUESS_POLICY.freeFailures)
    return { allowed: true };
  const wait =
    CODE_GUESS_POLICY.baseDelayMs * 2 ** (record.failures - CODE_GUESS_POLICY.freeFailures);
  const waited = now - (record.lastFailureAt ?? now);
  return waited >= wait ? { allowed: true } : { allowed: false, retryAfterMs: wait - waited };
};

/** The record after a wrong code at `now`: one more failure, or a lock when the burst is long. */
export const afterWrongCode = (record: CodeGuessRecord, now: number): CodeGuessRecord => {
  const failures = (isStale(record, now) ? 0 : record.failures) + 1;
  if (failures >= CODE_GUESS_POLICY.lockAfter)
    return { failures: 0, lastFailureAt: now, lockedUntil: now + CODE_GUESS_POLICY.lockMs };
  return { failures, lastFailureAt: now, lockedUntil: null };
};
