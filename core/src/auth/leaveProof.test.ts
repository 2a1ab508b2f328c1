import { describe, expect, it } from "vitest";
import { type LeaveProof, leaveProofSchema } from "../contract/entities/user";
import { leaveProofOf } from "./leaveProof";

const code = { verifyId: "v-1", verifyCode: "123456" };

describe("leaveProofOf", () => {
  it.each<[string, boolean, LeaveProof, ReturnType<typeof leaveProofOf>]>([
    [
      "a password account with its password",
      true,
      { password: "s3cret" },
      { kind: "password", password: "s3cret" },
    ],
    ["a password account with nothing", true, {}, { refused: 110013 }],
    ["a password account with a mailed code only", true, code, { refused: 110013 }],
    [
      "a password account with both",
      true,
      { password: "s3cret", ...code },
      { kind: "password", password: "s3cret" },
    ],
    ["a social account with its code", false, code, { kind: "code", ...code }],
    ["a social account with nothing", false, {}, { refused: 110014 }],
    ["a social account with a password only", false, { password: "s3cret" }, { refused: 110014 }],
    ["a social account with an id but no code", false, { verifyId: "v-1" }, { refused: 110014 }],
  ])("%s", (_name, hasPassword, proof, expected) => {
    expect(leaveProofOf({ hasPassword }, proof)).toEqual(expected);
  });
});

describe("leaveProofSchema", () => {
  it.each<[string, unknown, boolean]>([
    ["an empty proof (refused later, by kind)", {}, true],
    ["a password", { password: "x" }, true],
    ["an id with its code", code, true],
    ["an empty password", { password: "" }, false],
    ["a code that is not six digits", { verifyId: "v-1", verifyCode: "12345" }, false],
    ["an id without its code", { verifyId: "v-1" }, false],
    ["a code without its id", { verifyCode: "123456" }, false],
  ])("%s → valid %s", (_name, body, valid) => {
    expect(leaveProofSchema.safeParse(body).success).toBe(valid);
  });
});
