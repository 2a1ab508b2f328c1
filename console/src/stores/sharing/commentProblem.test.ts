import { COMMENT_MAX_LENGTH } from "@orbis/core/contract";
import { describe, expect, it } from "vitest";
import { commentProblem } from "./commentProblem";

describe("commentProblem", () => {
  it.each([
    ["Nice view", null],
    ["  one word  ", null],
    ["a\nb", null],
    ["x".repeat(COMMENT_MAX_LENGTH), null],
    ["", "blank"],
    [" \n\t ", "blank"],
    ["x".repeat(COMMENT_MAX_LENGTH + 1), "tooLong"],
    [" ".repeat(COMMENT_MAX_LENGTH + 1), "tooLong"],
    ["a\u0000b", "unstorable"],
  ])("%j → %s", (content, problem) => {
    expect(commentProblem(content)).toBe(problem);
  });
});
