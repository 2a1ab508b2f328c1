import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { emailSchema } from "../contract/entities/common";
import { passwordSchema } from "../contract/entities/password";
import {
  newOneTimePassword,
  newStudentLoginId,
  normaliseStudentLoginId,
  ONE_TIME_PASSWORD_LENGTH,
} from "./studentCredentials";

const crypto = (n: number) => randomBytes(n);

// Bytes that each pick the character at that index of the alphabet "23456789abcdef…".
const picks = (...indexes: number[]) => Uint8Array.from(indexes);

describe("student login ids", () => {
  it("are st- and six typeable lower-case characters, never an email address", () => {
    for (let i = 0; i < 200; i += 1) {
      const id = newStudentLoginId(crypto);
      expect(id).toMatch(/^st-[2-9a-hjkmnp-z]{6}$/);
      expect(normaliseStudentLoginId(id)).toBe(id);
      expect(emailSchema.safeParse(id).success).toBe(false);
    }
  });

  it.each([
    [" ST-K7Q2ZP ", "st-k7q2zp"],
    ["st k7q2zp", "st-k7q2zp"],
    ["stk7q2zp", "st-k7q2zp"],
    ["st-k7q2z", null],
    ["st-k7q2zpx", null],
    ["st-k7q2z0", null],
    ["xx-k7q2zp", null],
    ["kim@example.com", null],
  ])("reads %j as %j", (typed, stored) => {
    expect(normaliseStudentLoginId(typed)).toBe(stored);
  });
});

describe("one-time passwords", () => {
  it("meet core's password rules and use only typeable lower-case characters", () => {
    for (let i = 0; i < 500; i += 1) {
      const password = newOneTimePassword(crypto);
      expect(password).toMatch(new RegExp(`^[2-9a-hjkmnp-z]{${ONE_TIME_PASSWORD_LENGTH}}$`));
      expect(passwordSchema.safeParse(password).success).toBe(true);
    }
  });

  it("draws again when a draw has no digit or no letter", () => {
    const draws = [
      picks(8, 9, 10, 11, 12, 13, 14, 15, 16, 17), // letters only
      picks(0, 1, 2, 3, 4, 5, 6, 7, 0, 1), // digits only
      picks(8, 0, 9, 1, 10, 2, 11, 3, 12, 4), // both
    ];
    let call = 0;
    const source = (n: number) => {
      const draw = draws[call] ?? new Uint8Array(n);
      call += 1;
      return draw;
    };
    expect(newOneTimePassword(source)).toBe("a2b3c4d5e6");
    expect(call).toBe(3);
  });
});
