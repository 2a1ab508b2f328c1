import { observer } from "mobx-react-lite";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button";
import type { SiteEditorStore } from "../../stores/sites/SiteEditorStore";

/**
 * The editor's header: the tour, Save with where saving stands, the link to the live page and
 * the landing showcase switch (the owner's, for a published tour; the sites list's row would be
 * its other natural place).
 */
export const SiteEditorHeader = observer(({ store }: { store: SiteEditorStore }) => {
  const { t } = useTranslation();
  const hintId = useId();
  const k = (key: string, options?: Record<string, unknown>) =>
    t(`console:siteEditor.${key}`, options);
  const { save } = store;
  const status =
    save.kind === "saving"
      ? k("saving")
      : save.kind === "failed"
        ? k("saveFailed", { reason: save.reason })
        : store.dirty
          ? k("unsaved")
          : save.kind === "saved"
            ? k("saved")
            : "";
  return (
    <header className="site-editor__header">
      <div className="site-editor__heading">
        <h1>{k("title")}</h1>
        <p>{store.tourTitle}</p>
      </div>
      <div className="site-editor__actions">
        <p
          className={`site-editor__status${save.kind === "failed" ? " site-editor__status--error" : ""}`}
          role={save.kind === "failed" ? "alert" : "status"}
        >
          {status}
        </p>
        <Button
          disabled={save.kind === "saving" || !store.dirty}
          onClick={() => void store.savePage()}
        >
          {save.kind === "saving" ? k("saving") : k("save")}
        </Button>
        {store.url === null ? (
          <p className="site-editor__note">{k("notPublished")}</p>
        ) : (
          <Button variant="outline" href={store.url} target="_blank">
            {k("viewSite")}
          </Button>
        )}
        <label className="site-editor__feature">
          <input
            type="checkbox"
            role="switch"
            aria-checked={store.featured}
            checked={store.featured}
            disabled={!store.canFeature || store.url === null || store.featuring}
            aria-describedby={hintId}
            onChange={(e) => void store.setFeatured(e.target.checked)}
          />
          {k("featured")}
        </label>
        <small id={hintId} className="site-editor__note">
          {k("featuredHint")}
        </small>
      </div>
    </header>
  );
});
