import { DISPLAY_NAME_MAX_LENGTH, displayNameSchema } from "@orbis/core/contract";

/** What is wrong with a name or nickname under core's rule, by name. */
export type NameProblem = "blank" | "tooLong";

/**
 * The problem of a name under core's `displayNameSchema` (the server checks the same), or null.
 * Only the naming is added, so the screen can say it in the interface language.
 */
export const nameProblem = (value: string): NameProblem | null => {
  if (displayNameSchema.safeParse(value).success) return null;
  return value.length > DISPLAY_NAME_MAX_LENGTH ? "tooLong" : "blank";
};
