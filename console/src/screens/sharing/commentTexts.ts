import { COMMENT_MAX_LENGTH } from "@orbis/core/contract";
import { isAppError, retryAfterSecondsOf } from "@orbis/core/errors";
import type { TFunction } from "i18next";
import { errorText } from "../../api/errorText";
import type { CommentProblem } from "../../stores/sharing/commentProblem";

/** A refused comment call in the interface language, with the wait when the server gave one. */
export const commentErrorText = (t: TFunction, error: unknown): string => {
  const text = errorText(t, error);
  const seconds = isAppError(error) ? retryAfterSecondsOf(error.details) : null;
  return seconds === null ? text : `${text} ${t("console:sharing.comments.retryIn", { seconds })}`;
};

/**
 * What is wrong with a comment's text, in the interface language. The length is the counter's
 * to say: this text, read out as it changes, stays the same while the reader types.
 */
export const commentProblemText = (t: TFunction, problem: CommentProblem): string =>
  problem === "tooLong"
    ? t("console:sharing.comments.tooLong", { max: COMMENT_MAX_LENGTH })
    : t(`console:sharing.comments.${problem}`);
