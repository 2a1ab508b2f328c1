import { observer } from "mobx-react-lite";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useStores } from "../../stores/StoreContext";

// The viewer (and, behind it, Cesium for models) loads only when the editor opens.
const EditorViewer = lazy(() => import("./EditorViewer"));

/** The middle of the editor: the tour in the viewer, or what to do while it has no scene. */
export const EditorCanvas = observer(() => {
  const { t } = useTranslation();
  const { editor } = useStores();
  const tour = editor.viewerTour;
  if (tour === null || tour.scenes.length === 0)
    return (
      <div className="editor-canvas editor-canvas-empty">
        <p>
          {editor.doc && editor.doc.scenes.length > 0
            ? t("console:editor.canvas.tiling")
            : t("console:editor.canvas.empty")}
        </p>
      </div>
    );
  return (
    <div className="editor-canvas" data-tool={editor.tool}>
      <Suspense fallback={<p className="editor-canvas-empty">{t("console:editor.loading")}</p>}>
        <EditorViewer />
      </Suspense>
    </div>
  );
});
