import { observer } from "mobx-react-lite";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Button } from "../../components/Button";
import { useStores } from "../../stores/StoreContext";
import { tourEditorPath } from "../projects/links";
import { TourDetailsDialog } from "../projects/TourDetailsDialog";
import { PublishDialog } from "./PublishDialog";

/** What the header says about saving. */
const useSaveState = (): string => {
  const { t } = useTranslation();
  const { editor } = useStores();
  if (editor.saving) return t("console:editor.save.saving");
  if (editor.saveFailed) return t("console:editor.save.failed");
  if (editor.dirty)
    return editor.uploads.sending
      ? t("console:editor.save.waitingForUploads")
      : t("console:editor.save.unsaved");
  return t("console:editor.save.saved");
};

/**
 * The editor's top bar: back to the project, the tour's title, save state, undo, save, the tour's
 * details, copy, publish. A read-only editor keeps only the way back and the title.
 */
export const EditorHeader = observer(({ projectId }: { readonly projectId: string }) => {
  const { t } = useTranslation();
  const { editor, ui } = useStores();
  const navigate = useNavigate();
  const [publishing, setPublishing] = useState(false);
  const [details, setDetails] = useState(false);
  const saveState = useSaveState();
  const tour = editor.tour;

  const copy = async () => {
    const copied = await editor.publishing.copy();
    if (copied === null) return;
    ui.snackbar.show(t("console:editor.copied", { title: copied.title }), { severity: "success" });
    navigate(tourEditorPath(projectId, copied.id));
  };

  return (
    <header className="editor-header">
      <Link className="editor-back" to={`/project/${encodeURIComponent(projectId)}/preview`}>
        {t("console:editor.back")}
      </Link>
      <h1 className="editor-title">{editor.tour?.title}</h1>
      {!editor.readOnly && (
        <output className="editor-save-state" aria-live="polite">
          {saveState}
        </output>
      )}
      <div className="editor-actions">
        {!editor.readOnly && (
          <>
            <Button
              variant="outline"
              theme="gray"
              size="sm"
              disabled={!editor.canUndo}
              onClick={() => editor.undo()}
            >
              {t("console:editor.undo")}
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={!editor.dirty || editor.saving || editor.uploads.sending}
              onClick={() => void editor.save()}
            >
              {t("console:editor.save.action")}
            </Button>
            <Button variant="outline" theme="gray" size="sm" onClick={() => setDetails(true)}>
              {t("console:creator.details.open")}
            </Button>
            <Button variant="outline" theme="gray" size="sm" onClick={() => void copy()}>
              {t("console:editor.copy")}
            </Button>
          </>
        )}
        {editor.canPublish && (
          <Button
            size="sm"
            disabled={editor.uploads.sending || (editor.doc?.scenes.length ?? 0) === 0}
            onClick={() => setPublishing(true)}
          >
            {t("console:editor.publish.open")}
          </Button>
        )}
      </div>
      {publishing && <PublishDialog onClose={() => setPublishing(false)} />}
      {details && tour !== null && (
        <TourDetailsDialog
          load={async () => tour}
          save={(update) => editor.updateDetails(update)}
          onClose={() => setDetails(false)}
        />
      )}
    </header>
  );
});
