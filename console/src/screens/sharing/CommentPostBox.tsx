import { COMMENT_MAX_LENGTH } from "@orbis/core/contract";
import { observer } from "mobx-react-lite";
import { type FormEvent, useId } from "react";
import { useTranslation } from "react-i18next";
import { SubmitButton } from "../../components/SubmitButton";
import type { CommentThreadStore } from "../../stores/sharing/CommentThreadStore";
import { CommentCounter } from "./CommentCounter";
import { commentErrorText, commentProblemText } from "./commentTexts";

/**
 * The box a reader writes a comment in: labelled "Comment", a counter against core's limit, and
 * the rule's or the server's refusal said in a live region under it (the rate limit among them).
 */
export const CommentPostBox = observer(({ store }: { readonly store: CommentThreadStore }) => {
  const { t } = useTranslation();
  const id = useId();
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  const problem = store.draftProblem;
  const message =
    problem !== null
      ? commentProblemText(t, problem)
      : store.postError !== null
        ? commentErrorText(t, store.postError)
        : "";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.post();
  };

  return (
    <form className="comment-post field" onSubmit={submit} noValidate>
      <label htmlFor={id} className="field__label">
        {t("console:sharing.comments.label")}
      </label>
      <textarea
        id={id}
        value={store.draft}
        placeholder={t("console:sharing.comments.placeholder")}
        aria-describedby={`${counterId} ${errorId}`}
        aria-invalid={problem !== null || undefined}
        onChange={(event) => store.setDraft(event.target.value)}
        onKeyDown={(event) => {
          // Ctrl+Enter (⌘+Enter) posts from the keyboard; Enter alone is a new line.
          if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) submit(event);
        }}
      />
      <div className="comment-post__footer">
        <CommentCounter id={counterId} count={store.draft.length} max={COMMENT_MAX_LENGTH} />
        <SubmitButton size="sm" busy={store.posting}>
          {t("console:sharing.comments.post")}
        </SubmitButton>
      </div>
      <p id={errorId} className="field__error comment-post__error" aria-live="assertive">
        {message}
      </p>
    </form>
  );
});
