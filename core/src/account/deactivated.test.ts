import { describe, expect, it } from "vitest";
import { AppError } from "../errors/AppError";
import { type DeactivatedAccount, deactivatedAccountOf, emailLinkUse } from "./deactivated";

const details: DeactivatedAccount = {
  userId: "u1",
  email: "ada@example.com",
  signInMethod: "email",
};

describe("deactivatedAccountOf", () => {
  it.each<[string, unknown, ReturnType<typeof deactivatedAccountOf>]>([
    ["a login's 50001 with details", new AppError(50001, { details }), details],
    [
      "a social account",
      new AppError(50001, { details: { ...details, signInMethod: "kakao" } }),
      { ...details, signInMethod: "kakao" },
    ],
    ["a session's 50001 (no details)", new AppError(50001), null],
    ["details of another shape", new AppError(50001, { details: { userId: "u1" } }), null],
    [
      "an unknown sign-in method",
      new AppError(50001, { details: { ...details, signInMethod: "myspace" } }),
      null,
    ],
    ["another code with the same details", new AppError(110001, { details }), null],
    ["a plain error", new Error("network"), null],
    ["nothing", undefined, null],
  ])("%s", (_, error, expected) => {
    expect(deactivatedAccountOf(error)).toEqual(expected);
  });
});

describe("emailLinkUse", () => {
  it.each([
    ["restore", "restore", "use"],
    ["unsubscribe", "unsubscribe", "use"],
    ["restore", "unsubscribe", "wrongPurpose"],
    ["unsubscribe", "restore", "wrongPurpose"],
  ] as const)("a %s link on the %s screen: %s", (purpose, screen, expected) => {
    expect(emailLinkUse({ purpose }, screen)).toBe(expected);
  });
});
