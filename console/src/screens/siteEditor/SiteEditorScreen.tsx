import { observer } from "mobx-react-lite";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useBlocker, useParams } from "react-router";
import { Button } from "../../components/Button";
import { Modal } from "../../components/Modal";
import { useStores } from "../../stores/StoreContext";
import { SiteEditorStore } from "../../stores/sites/SiteEditorStore";
import { BlockList } from "./BlockList";
import { SiteEditorHeader } from "./SiteEditorHeader";
import { SitePageView } from "./SitePageView";
import "./siteEditor.css";

/** Asks before leaving with unsaved changes: in the app (a dialog) and when the tab closes. */
const useLeaveGuard = (store: SiteEditorStore) => {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      store.dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!store.dirty) return;
      event.preventDefault();
      // Older browsers show the dialog only when a value is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [store]);
  return blocker;
};

/**
 * The site editor (`/site/editor/:spaceId`, the space being the tour): the page's blocks on
 * the left, the page as visitors will see it on the right, drawn from the same document as it
 * is edited. Reached from the sites list and from a project's site tab.
 */
export const SiteEditorScreen = observer(() => {
  const { spaceId = "" } = useParams();
  const { t } = useTranslation();
  const root = useStores();
  const [store] = useState(() => new SiteEditorStore({ api: root.api, log: root.log }));
  const blocker = useLeaveGuard(store);
  const k = (key: string) => t(`console:siteEditor.${key}`);

  useEffect(() => {
    void store.load(spaceId);
  }, [store, spaceId]);

  if (store.state === "failed")
    return (
      <div className="site-editor__status-page">
        <h1>{k("loadFailed")}</h1>
        <Button onClick={() => void store.load(spaceId)}>{k("retry")}</Button>
      </div>
    );
  if (store.state !== "ready" || store.page === null || store.tourId !== spaceId)
    return (
      <div className="site-editor__status-page" aria-busy="true">
        <p>{k("loading")}</p>
      </div>
    );

  const firstPicture = store.scenes.find((s) => s.pictureUrl !== null)?.pictureUrl ?? null;
  return (
    <div className="site-editor">
      <SiteEditorHeader store={store} />
      <div className="site-editor__panes">
        <BlockList store={store} />
        <section className="site-editor__preview" aria-label={k("previewTitle")}>
          <h2>{k("previewTitle")}</h2>
          <SitePageView
            page={store.page}
            urls={store.pictureUrls}
            tour={
              <div className="site-editor__tour">
                {firstPicture !== null && <img src={firstPicture} alt="" />}
                <span>{k("tourPlaceholder")}</span>
              </div>
            }
          />
        </section>
      </div>
      {blocker.state === "blocked" && (
        <Modal title={k("unsaved")} onClose={() => blocker.reset()}>
          <p>{k("leaveConfirm")}</p>
          <div className="site-editor__tools">
            <Button variant="outline" onClick={() => blocker.reset()}>
              {k("stay")}
            </Button>
            <Button theme="danger" onClick={() => blocker.proceed()}>
              {k("leave")}
            </Button>
          </div>
        </Modal>
      )}
    </div>
  );
});
