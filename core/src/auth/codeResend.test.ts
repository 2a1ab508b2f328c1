import { describe, expect, it } from "vitest";
import { AppError } from "../errors/AppError";
import {
  CODE_RESEND_FALLBACK_WAIT_SECONDS,
  CODE_RESEND_WAIT_SECONDS,
  codeResendRefusalOf,
  codeResendWaitSeconds,
} from "./codeResend";

describe("codeResendWaitSeconds", () => {
  const sent = 1_000_000;
  it.each<[string, number, number | null, number]>([
    ["just sent", sent, null, CODE_RESEND_WAIT_SECONDS],
    ["half a second later, rounded up", sent + 500, null, CODE_RESEND_WAIT_SECONDS],
    ["one second before the end", sent + (CODE_RESEND_WAIT_SECONDS - 1) * 1000, null, 1],
    ["at the end", sent + CODE_RESEND_WAIT_SECONDS * 1000, null, 0],
    ["long after", sent + 3_600_000, null, 0],
    ["the server's longer wait", sent + 40_000, sent + 100_000, 60],
    ["the server's wait already over", sent + 40_000, sent + 20_000, 0],
  ])("%s", (_, now, refusedUntil, seconds) => {
    expect(codeResendWaitSeconds({ lastSentAt: sent, refusedUntil, now })).toBe(seconds);
  });
});

describe("codeResendRefusalOf", () => {
  it.each<[string, unknown, ReturnType<typeof codeResendRefusalOf>]>([
    [
      "a rate limit with its wait",
      new AppError(10429, { details: { retryAfterSeconds: 42 } }),
      { kind: "wait", seconds: 42 },
    ],
    [
      "a rate limit without one",
      new AppError(10429),
      { kind: "wait", seconds: CODE_RESEND_FALLBACK_WAIT_SECONDS },
    ],
    ["no more codes for the request", new AppError(110006), { kind: "restart" }],
    ["an unknown request", new AppError(110004), { kind: "restart" }],
    ["a request that is over", new AppError(110005), { kind: "restart" }],
    ["another refusal", new AppError(10500), null],
    ["not a refusal at all", new Error("offline"), null],
  ])("%s", (_, error, refusal) => {
    expect(codeResendRefusalOf(error)).toEqual(refusal);
  });
});
