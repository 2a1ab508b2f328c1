import { COMMENT_MAX_LENGTH, commentBodySchema } from "@orbis/core/contract";

/** What is wrong with a comment under core's rule, by name. */
export type CommentProblem = "blank" | "tooLong" | "unstorable";

/**
 * The problem of a comment's text under core's `commentBodySchema` (the server checks the same),
 * or null. Only the naming is added, so the thread can say it in the interface language.
 */
export const commentProblem = (content: string): CommentProblem | null => {
  if (commentBodySchema.safeParse({ content }).success) return null;
  if (content.length > COMMENT_MAX_LENGTH) return "tooLong";
  return content.trim() === "" ? "blank" : "unstorable";
};
