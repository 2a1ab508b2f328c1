import { passwordMessages, passwordSchema } from "@orbis/core/contract";

/** One of core's password rules (`passwordMessages`), by name. */
export type PasswordProblem = keyof typeof passwordMessages;

const byMessage = new Map<string, PasswordProblem>(
  Object.entries(passwordMessages).map(([key, message]) => [message, key as PasswordProblem]),
);

/**
 * The first of core's password rules a new password breaks, or null. The rules are core's
 * schema (the server checks the same); only the naming is added, so the console can say it in
 * the interface language.
 */
export const passwordProblem = (password: string): PasswordProblem | null => {
  const parsed = passwordSchema.safeParse(password);
  if (parsed.success) return null;
  return byMessage.get(parsed.error.issues[0]?.message ?? "") ?? "tooShort";
};
