import { displayName } from "@orbis/core/auth";
import { observer } from "mobx-react-lite";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { errorText } from "../../api/errorText";
import { Button } from "../../components/Button";
import { useStores } from "../../stores/StoreContext";
import { CommentThreadStore } from "../../stores/sharing/CommentThreadStore";
import { SpacePreviewStore } from "../../stores/sharing/SpacePreviewStore";
import { CommentThread } from "./CommentThread";
import "./preview.css";

/**
 * `/shared/:id/preview` (`:id` is the space, that is the tour): the published tour played in a
 * frame, who shared it, and its comments. Opening it clears its unread alert. A space the reader
 * cannot see (never shared, unshared, its code deleted) is a page saying so.
 */
export const SharedSpacePreview = () => {
  const { id = "" } = useParams();
  // A new space is a new page: its stores start afresh.
  return <SpacePreview key={id} spaceId={id} />;
};

const SpacePreview = observer(({ spaceId }: { readonly spaceId: string }) => {
  const { t } = useTranslation();
  const root = useStores();
  const [preview] = useState(
    () =>
      new SpacePreviewStore({
        api: root.api,
        spaceId,
        log: root.log,
        // The menu's count was read as the page opened, before this space was marked read.
        onRead: () => void root.sharing.refreshUnread(),
      }),
  );
  const [thread] = useState(
    () =>
      new CommentThreadStore({ api: root.api, spaceId, role: () => preview.role, log: root.log }),
  );
  useEffect(() => {
    void preview.load();
  }, [preview]);

  if (preview.notShared) return <NotShared />;
  if (preview.state === "failed")
    return (
      <section className="page space-preview">
        <p role="alert">
          {t("console:sharing.preview.loadFailed")} {errorText(t, preview.loadError)}
        </p>
        <Button variant="outline" onClick={() => void preview.load()}>
          {t("console:sharing.preview.retry")}
        </Button>
      </section>
    );
  const space = preview.space;
  if (space === null)
    return (
      <section className="page space-preview" aria-busy="true">
        <p>{t("console:sharing.preview.loading")}</p>
      </section>
    );

  return (
    <section className="page space-preview">
      <header className="space-preview__head">
        <h1>{space.title}</h1>
        <p className="field__hint">
          {t("console:sharing.preview.sharedBy", { name: displayName(space.owner) })}
        </p>
      </header>
      <div className="space-preview__body">
        <div className="space-preview__tour">
          {space.viewUrl === null ? (
            <p className="space-preview__offline" role="status">
              {t("console:sharing.preview.offline")}
            </p>
          ) : (
            <>
              <iframe
                src={space.viewUrl}
                title={t("console:sharing.preview.tourFrame", { title: space.title })}
                allow="fullscreen; xr-spatial-tracking; gyroscope; accelerometer"
                allowFullScreen
              />
              <a href={space.viewUrl} target="_blank" rel="noopener noreferrer">
                {t("console:sharing.preview.openTour")}
              </a>
            </>
          )}
        </div>
        <CommentThread store={thread} />
      </div>
    </section>
  );
});

/** The page of a space the reader may not see (130003): said plainly, with the way back. */
const NotShared = () => {
  const { t } = useTranslation();
  return (
    <section className="page space-preview space-preview--gone">
      <h1>{t("console:sharing.preview.notSharedTitle")}</h1>
      <p>{t("console:sharing.preview.notSharedText")}</p>
      <Link to="/shared">{t("console:sharing.preview.backToList")}</Link>
    </section>
  );
};
