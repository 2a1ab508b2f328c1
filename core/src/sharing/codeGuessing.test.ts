import { describe, expect, it } from "vitest";
import {
  afterWrongCode,
  CODE_GUESS_POLICY,
  type CodeGuessRecord,
  codeGuessVerdict,
  FRESH_GUESS_RECORD,
} from "./codeGuessing";

/** The record after `count` wrong codes, each tried as soon as it was allowed. */
const burst = (count: number, start = 0): { record: CodeGuessRecord; now: number } => {
  let record = FRESH_GUESS_RECORD;
  let now = start;
  for (let i = 0; i < count; i += 1) {
    const verdict = codeGuessVerdict(record, now);
    if (!verdict.allowed) now += verdict.retryAfterMs;
    record = afterWrongCode(record, now);
  }
  return { record, now };
};

describe("code guessing", () => {
  it("lets the first wrong codes through at once", () => {
    const { record, now } = burst(CODE_GUESS_POLICY.freeFailures);
    expect(record.failures).toBe(3);
    expect(codeGuessVerdict(burst(2).record, burst(2).now)).toEqual({ allowed: true });
    expect(codeGuessVerdict(record, now)).toEqual({ allowed: false, retryAfterMs: 2_000 });
  });

  it("doubles the wait with each further wrong code", () => {
    const four = burst(4);
    expect(codeGuessVerdict(four.record, four.now)).toEqual({
      allowed: false,
      retryAfterMs: 4_000,
    });
    expect(codeGuessVerdict(four.record, four.now + 1_000)).toEqual({
      allowed: false,
      retryAfterMs: 3_000,
    });
    expect(codeGuessVerdict(four.record, four.now + 4_000)).toEqual({ allowed: true });
  });

  it("locks joining after a burst, then lets the account try again", () => {
    const { record, now } = burst(CODE_GUESS_POLICY.lockAfter);
    expect(record.lockedUntil).toBe(now + CODE_GUESS_POLICY.lockMs);
    expect(codeGuessVerdict(record, now + 1_000)).toEqual({
      allowed: false,
      retryAfterMs: CODE_GUESS_POLICY.lockMs - 1_000,
    });
    expect(codeGuessVerdict(record, now + CODE_GUESS_POLICY.lockMs)).toEqual({ allowed: true });
  });

  it("forgets old failures", () => {
    const { record, now } = burst(5);
    const later = now + CODE_GUESS_POLICY.forgetMs + 1;
    expect(codeGuessVerdict(record, later)).toEqual({ allowed: true });
    expect(afterWrongCode(record, later).failures).toBe(1);
  });
});
