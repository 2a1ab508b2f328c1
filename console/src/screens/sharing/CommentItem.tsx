import { displayName } from "@orbis/core/auth";
import { COMMENT_MAX_LENGTH, type SpaceComment } from "@orbis/core/contract";
import { observer } from "mobx-react-lite";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button";
import { SubmitButton } from "../../components/SubmitButton";
import { useStores } from "../../stores/StoreContext";
import type { CommentThreadStore } from "../../stores/sharing/CommentThreadStore";
import { CommentCounter } from "./CommentCounter";
import { commentErrorText, commentProblemText } from "./commentTexts";
import { DeleteCommentDialog } from "./DeleteCommentDialog";
import { formatCommentTime } from "./formatCommentTime";

/**
 * One comment: its author, when, and its text as plain text (line breaks kept by CSS, never
 * parsed as markup); its author edits it in place, its author or the space's owner deletes it
 * after a confirmation.
 */
export const CommentItem = observer(
  ({
    store,
    comment,
    onRemoved,
  }: {
    readonly store: CommentThreadStore;
    readonly comment: SpaceComment;
    /** Told once the comment is gone: its buttons, and the focus on them, went with it. */
    readonly onRemoved: () => void;
  }) => {
    const { t } = useTranslation();
    const { ui } = useStores();
    const id = useId();
    const item = useRef<HTMLLIElement>(null);
    const wasEditing = useRef(false);
    const [confirming, setConfirming] = useState(false);
    const name = displayName(comment.author);
    const editing = store.editingId === comment.commentId;
    const deleteError =
      store.deleteError?.commentId === comment.commentId ? store.deleteError.error : null;

    // Saved or cancelled, the edit box is gone: focus goes back to the comment's first button.
    useEffect(() => {
      if (wasEditing.current && !editing)
        item.current?.querySelector<HTMLElement>(".comment__actions button")?.focus();
      wasEditing.current = editing;
    }, [editing]);

    const remove = async () => {
      setConfirming(false);
      if (await store.remove(comment.commentId)) {
        ui.snackbar.show(t("console:sharing.comments.deleted"), { severity: "success" });
        onRemoved();
      }
    };

    return (
      <li
        ref={item}
        className="comment"
        aria-labelledby={`${id}-by`}
        data-comment={comment.commentId}
      >
        <header className="comment__head">
          <span id={`${id}-by`} className="visually-hidden">
            {t("console:sharing.comments.byline", { name })}
          </span>
          <strong className="comment__author" aria-hidden="true">
            {name}
            {comment.mine && ` (${t("console:sharing.comments.you")})`}
          </strong>
          <time dateTime={comment.createdAt}>
            {formatCommentTime(comment.createdAt, ui.language)}
          </time>
          {comment.updatedAt !== comment.createdAt && (
            <span className="comment__edited">{t("console:sharing.comments.edited")}</span>
          )}
        </header>
        {editing ? (
          <CommentEditor store={store} />
        ) : (
          <p className="comment__content">{comment.content}</p>
        )}
        {!editing && (store.canEdit(comment) || store.canDelete(comment)) && (
          <div className="comment__actions">
            {store.canEdit(comment) && (
              <Button size="sm" variant="text" onClick={() => store.startEdit(comment)}>
                {t("console:sharing.comments.edit")}
              </Button>
            )}
            {store.canDelete(comment) && (
              <Button
                size="sm"
                variant="text"
                theme="danger"
                disabled={store.deletingId === comment.commentId}
                onClick={() => setConfirming(true)}
              >
                {t("console:sharing.comments.delete")}
              </Button>
            )}
          </div>
        )}
        {deleteError !== null && (
          <p className="field__error" role="alert">
            {commentErrorText(t, deleteError)}
          </p>
        )}
        {confirming && (
          <DeleteCommentDialog
            text={
              comment.mine
                ? t("console:sharing.comments.deleteOwn")
                : t("console:sharing.comments.deleteOther", { name })
            }
            onCancel={() => setConfirming(false)}
            onConfirm={() => void remove()}
          />
        )}
      </li>
    );
  },
);

/** The comment being edited: its text in a box, Save and Cancel (Escape cancels too). */
const CommentEditor = observer(({ store }: { readonly store: CommentThreadStore }) => {
  const { t } = useTranslation();
  const id = useId();
  const problem = store.editProblem;
  const message =
    problem !== null
      ? commentProblemText(t, problem)
      : store.editError !== null
        ? commentErrorText(t, store.editError)
        : "";
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.saveEdit();
  };
  return (
    <form className="comment-edit field" onSubmit={submit} noValidate>
      <label htmlFor={id} className="visually-hidden">
        {t("console:sharing.comments.editLabel")}
      </label>
      <textarea
        id={id}
        value={store.editDraft}
        // Focus follows the Edit button the reader pressed: it is gone once the box shows.
        // biome-ignore lint/a11y/noAutofocus: the box replaces the button that had focus
        autoFocus
        aria-describedby={`${id}-counter ${id}-error`}
        aria-invalid={problem !== null || undefined}
        onChange={(event) => store.setEditDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape") store.cancelEdit();
          if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) submit(event);
        }}
      />
      <div className="comment-post__footer">
        <CommentCounter
          id={`${id}-counter`}
          count={store.editDraft.length}
          max={COMMENT_MAX_LENGTH}
        />
        <span className="comment__actions">
          <Button size="sm" variant="outline" theme="gray" onClick={() => store.cancelEdit()}>
            {t("console:sharing.comments.cancel")}
          </Button>
          <SubmitButton size="sm" busy={store.saving} disabled={problem !== null}>
            {t("console:sharing.comments.save")}
          </SubmitButton>
        </span>
      </div>
      <p id={`${id}-error`} className="field__error" aria-live="assertive">
        {message}
      </p>
    </form>
  );
});
