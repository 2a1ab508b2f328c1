import { observer } from "mobx-react-lite";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useStores } from "../../stores/StoreContext";
import { CommentThreadStore } from "../../stores/sharing/CommentThreadStore";
import { SpacePreviewStore } from "../../stores/sharing/SpacePreviewStore";
import { CommentThread } from "../sharing/CommentThread";

/** The stores of an opened comment section: made on first opening, so a closed one costs nothing. */
interface OpenedThread {
  readonly space: SpacePreviewStore;
  readonly thread: CommentThreadStore;
}

/**
 * The editor's "Comments" section (the tour is the space): closed at first; opening it reads the
 * comments and what the reader is to the space, so its owner can delete any comment.
 */
export const EditorComments = observer(({ tourId }: { readonly tourId: string }) => {
  const { t } = useTranslation();
  const root = useStores();
  const headingId = useId();
  const regionId = useId();
  const [opened, setOpened] = useState<OpenedThread | null>(null);
  const [expanded, setExpanded] = useState(false);

  const toggle = () => {
    if (opened === null) {
      const space = new SpacePreviewStore({ api: root.api, spaceId: tourId, log: root.log });
      const thread = new CommentThreadStore({
        api: root.api,
        spaceId: tourId,
        role: () => space.role,
        log: root.log,
      });
      // The owner's own space has no unread alert to clear.
      void space.load({ markRead: false });
      setOpened({ space, thread });
    }
    setExpanded(!expanded);
  };

  return (
    <section className="editor-comments">
      <h2 id={headingId}>
        <button
          type="button"
          className="editor-comments__toggle"
          aria-expanded={expanded}
          aria-controls={regionId}
          onClick={toggle}
        >
          {t("console:sharing.comments.title")}
        </button>
      </h2>
      <div id={regionId} hidden={!expanded}>
        {expanded && opened !== null && (
          <CommentThread
            store={opened.thread}
            labelledBy={headingId}
            hint={
              opened.space.role === "owner" ? t("console:sharing.comments.panelHint") : undefined
            }
          />
        )}
      </div>
    </section>
  );
});
