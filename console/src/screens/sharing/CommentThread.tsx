import { observer } from "mobx-react-lite";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button";
import type { CommentThreadStore } from "../../stores/sharing/CommentThreadStore";
import { CommentItem } from "./CommentItem";
import { CommentPostBox } from "./CommentPostBox";
import { commentErrorText } from "./commentTexts";
import "./comments.css";

/** Props of {@link CommentThread}. */
export interface CommentThreadProps {
  readonly store: CommentThreadStore;
  /** Said under the heading (the editor's note to the owner). */
  readonly hint?: ReactNode;
  /** The id of a heading outside that names the thread (the editor's toggle); else its own. */
  readonly labelledBy?: string;
}

/**
 * A space's comments (a region named "Comments"): the post box, the comments newest first and
 * "show older". Loads the first page when first shown.
 */
export const CommentThread = observer(({ store, hint, labelledBy }: CommentThreadProps) => {
  const { t } = useTranslation();
  const ownHeadingId = useId();
  const headingId = labelledBy ?? ownHeadingId;
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (store.state === "idle") void store.load();
  }, [store]);

  return (
    // Focusable from script only: where focus lands when the comment it was on is deleted.
    <section ref={section} className="comment-thread" aria-labelledby={headingId} tabIndex={-1}>
      {labelledBy === undefined && <h2 id={headingId}>{t("console:sharing.comments.title")}</h2>}
      {hint && <p className="field__hint">{hint}</p>}
      <CommentPostBox store={store} />
      {(store.state === "loading" || store.state === "idle") && (
        <p aria-busy="true">{t("console:sharing.comments.loading")}</p>
      )}
      {store.state === "failed" && (
        <div className="comment-thread__failed">
          <p role="alert">
            {t("console:sharing.comments.loadFailed")} {commentErrorText(t, store.loadError)}
          </p>
          <Button size="sm" variant="outline" onClick={() => void store.load()}>
            {t("console:sharing.comments.retry")}
          </Button>
        </div>
      )}
      {store.state === "ready" && store.comments.length === 0 && (
        <p className="field__hint">{t("console:sharing.comments.empty")}</p>
      )}
      {store.comments.length > 0 && (
        <ol className="comment-list" aria-label={t("console:sharing.comments.list")}>
          {store.comments.map((comment) => (
            <CommentItem
              key={comment.commentId}
              store={store}
              comment={comment}
              onRemoved={() => section.current?.focus()}
            />
          ))}
        </ol>
      )}
      {store.state === "ready" && store.hasOlder && (
        <Button
          size="sm"
          variant="outline"
          disabled={store.loadingOlder}
          onClick={() => void store.showOlder()}
        >
          {store.loadingOlder
            ? t("console:sharing.comments.loadingOlder")
            : t("console:sharing.comments.older")}
        </Button>
      )}
      {store.olderError !== null && (
        <p className="field__error" role="alert">
          {commentErrorText(t, store.olderError)}
        </p>
      )}
    </section>
  );
});
