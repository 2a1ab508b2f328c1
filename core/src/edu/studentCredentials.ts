import { type RandomBytes, randomText } from "../format/randomText";
import { SHARE_CODE_ALPHABET } from "../sharing/shareCode";

/*
 * Students type what their instructor hands them on paper, often on a school tablet: lower case
 * only (no shift key), and none of the characters that look alike (0/o, 1/l/i).
 */
const ALPHABET = SHARE_CODE_ALPHABET.toLowerCase();

/** What every student login id starts with, so it cannot be mistaken for an email address. */
export const STUDENT_LOGIN_ID_PREFIX = "st-";

/** Random characters after the prefix: 31^6 ≈ 8.9 × 10^8 ids; the server redraws a taken one. */
export const STUDENT_LOGIN_ID_LENGTH = 6;

/** Characters of a one-time password: 31^10 ≈ 8.2 × 10^14, with sign-in rate limited. */
export const ONE_TIME_PASSWORD_LENGTH = 10;

/** A new student login id, such as `st-k7q2zp`. */
export const newStudentLoginId = (randomBytes: RandomBytes): string =>
  STUDENT_LOGIN_ID_PREFIX + randomText(ALPHABET, STUDENT_LOGIN_ID_LENGTH, randomBytes);

/**
 * A typed login id as stored, or null when it cannot be one: case, spaces and the prefix's dash
 * do not matter (`ST K7Q2ZP` is `st-k7q2zp`), so the sign-in can tell it from an email address.
 */
export const normaliseStudentLoginId = (typed: string): string | null => {
  const compact = typed.toLowerCase().replace(/[\s-]/g, "");
  const prefix = STUDENT_LOGIN_ID_PREFIX.replace("-", "");
  if (!compact.startsWith(prefix)) return null;
  const rest = compact.slice(prefix.length);
  if (rest.length !== STUDENT_LOGIN_ID_LENGTH) return null;
  for (const char of rest) if (!ALPHABET.includes(char)) return null;
  return STUDENT_LOGIN_ID_PREFIX + rest;
};

const hasLetterAndDigit = (text: string): boolean => /\p{L}/u.test(text) && /\p{Nd}/u.test(text);

/**
 * A new one-time password, for a student's first sign-in or after a reset: it meets core's
 * password rules (a letter and a digit), drawn again when it misses one so every password that
 * meets them is equally likely.
 */
export const newOneTimePassword = (randomBytes: RandomBytes): string => {
  for (;;) {
    const password = randomText(ALPHABET, ONE_TIME_PASSWORD_LENGTH, randomBytes);
    if (hasLetterAndDigit(password)) return password;
  }
};
