import { observer } from "mobx-react-lite";
import { useTranslation } from "react-i18next";
import { useStores } from "../../stores/StoreContext";
import type { EditorTool } from "../../stores/TourEditorStore";

const TOOLS: readonly EditorTool[] = ["select", "link", "info", "polygon", "polyline", "model"];

/** The tool bar over the canvas: what a click on the panorama does, and a hint for it. */
export const EditorTools = observer(() => {
  const { t } = useTranslation();
  const { editor } = useStores();
  const choose = (tool: EditorTool) => {
    editor.setTool(tool);
    if (tool === "polygon" || tool === "polyline") editor.assets.startDrawing(tool);
  };
  return (
    <div className="editor-tools">
      <div role="toolbar" aria-label={t("console:editor.tools.label")}>
        {TOOLS.map((tool) => (
          <button
            key={tool}
            type="button"
            className="editor-tool"
            aria-pressed={editor.tool === tool}
            onClick={() => choose(tool)}
          >
            {t(`console:editor.tools.${tool}`)}
          </button>
        ))}
      </div>
      <p className="editor-hint" aria-live="polite">
        {t(`console:editor.hints.${editor.tool}`)}
      </p>
    </div>
  );
});
