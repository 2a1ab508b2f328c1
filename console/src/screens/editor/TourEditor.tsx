import { observer } from "mobx-react-lite";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useStores } from "../../stores/StoreContext";
import { EditorCanvas } from "./EditorCanvas";
import { EditorComments } from "./EditorComments";
import { EditorHeader } from "./EditorHeader";
import { EditorTools } from "./EditorTools";
import { Inspector } from "./Inspector";
import { ScenePanel } from "./ScenePanel";
import { UploadPanel } from "./UploadPanel";
import "./editor.css";

/**
 * The tour editor (`/project/:id/edit/:tourId`): scenes and uploads on the left, the tour in the
 * viewer in the middle, the selected thing's properties on the right. Unsaved changes are saved
 * when leaving, and the browser asks before a tab with unsaved changes closes. A coworker who
 * may only view gets it read-only: a banner saying so, no uploads, tools or publishing, the
 * properties shown but not editable.
 */
export const TourEditor = observer(() => {
  const { id = "", tourId = "" } = useParams();
  const { t } = useTranslation();
  const { editor } = useStores();

  useEffect(() => {
    void editor.open(tourId, id);
    return () => {
      void editor.flush();
      editor.close();
    };
  }, [editor, tourId, id]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!editor.dirty) return;
      event.preventDefault();
      // Older browsers show the dialog only when a value is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [editor]);

  useEffect(() => {
    const keys = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, [contenteditable]")) return;
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "z") {
        event.preventDefault();
        editor.undo();
      } else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "s") {
        event.preventDefault();
        void editor.save();
      } else if (event.key === "Escape") {
        editor.setTool("select");
      }
    };
    window.addEventListener("keydown", keys);
    return () => window.removeEventListener("keydown", keys);
  }, [editor]);

  if (editor.state === "failed")
    return (
      <div className="editor-status">
        <h1>{t("console:editor.loadFailed")}</h1>
        <Link to={`/project/${encodeURIComponent(id)}/preview`}>{t("console:editor.back")}</Link>
      </div>
    );
  if (editor.state !== "ready" || editor.tour?.id !== tourId)
    return (
      <div className="editor-status" aria-busy="true">
        <p>{t("console:editor.loading")}</p>
      </div>
    );

  const readOnly = editor.readOnly;
  return (
    <div className="tour-editor">
      <EditorHeader projectId={id} />
      <aside className="editor-side" aria-label={t("console:editor.scenes.title")}>
        <ScenePanel />
        {!readOnly && <UploadPanel />}
        <EditorComments tourId={tourId} />
      </aside>
      <div className="editor-stage">
        {readOnly ? (
          <p className="editor-read-only" role="note">
            {t("console:creator.readOnly.banner")}
          </p>
        ) : (
          <EditorTools />
        )}
        <EditorCanvas />
      </div>
      <aside className="editor-inspector" aria-label={t("console:editor.inspector")}>
        {/* A disabled fieldset disables every control inside: the properties read, not change. */}
        <fieldset className="editor-inspector__fields" disabled={readOnly}>
          <Inspector />
        </fieldset>
      </aside>
    </div>
  );
});
