import { describe, expect, it } from "vitest";
import { AppError } from "./AppError";
import type { ErrorCode } from "./codes";
import { errorReaction, FILE_REFUSAL_CODES, isFileRefusal } from "./reaction";

/*
 * One message per failure: a refused file is said once, by the caller that sent it, beside the
 * file; what is not about the file keeps the global reaction.
 */

describe("errorReaction of a call that sent files", () => {
  it.each([
    [10415, true, "reject"],
    [10413, true, "reject"],
    [10400, true, "reject"],
    [20004, true, "snackbar"],
    [80001, true, "snackbar"],
    [70001, true, "snackbar"],
    [50002, true, "duplicateSession"],
    [10401, true, "signIn"],
    [140008, false, "setPassword"],
    [10500, true, "passThrough"],
    [10415, false, "snackbar"],
    [10400, false, "snackbar"],
    [20004, false, "snackbar"],
  ] as const)("code %i, files sent %s: %s", (code, sendsFiles, kind) => {
    expect(errorReaction(new AppError(code as ErrorCode), { sendsFiles }).kind).toBe(kind);
  });

  it("keeps the server's words for the caller to show", () => {
    const refused = new AppError(10415, { message: "notes.jpg is not a JPEG, PNG or WebP image" });
    expect(errorReaction(refused, { sendsFiles: true })).toEqual({
      kind: "reject",
      messageKey: "errors.unsupportedMedia",
      message: "notes.jpg is not a JPEG, PNG or WebP image",
    });
  });

  it("reacts as before when nothing is said of the call", () => {
    for (const code of FILE_REFUSAL_CODES)
      expect(errorReaction(new AppError(code)).kind).toBe("snackbar");
  });
});

describe("isFileRefusal", () => {
  it.each([
    [new AppError(10415), true],
    [new AppError(10413), true],
    [new AppError(10400), true],
    [new AppError(20004), false],
    [new AppError(80001), false],
    [new AppError(90001), false],
    [new Error("Failed to fetch"), false],
    ["10415", false],
  ])("%s: %s", (error, refusal) => {
    expect(isFileRefusal(error)).toBe(refusal);
  });
});
