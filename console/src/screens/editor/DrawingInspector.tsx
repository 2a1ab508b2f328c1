import { observer } from "mobx-react-lite";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button";
import { Field } from "../../components/Field";
import { useStores } from "../../stores/StoreContext";
import { AreaImagePicker } from "./AreaImagePicker";

/**
 * Drawing an area or a line: vertices so far, an optional title, keep or discard; and the
 * scene's shapes, each area with its fill image.
 */
export const DrawingInspector = observer(() => {
  const { t } = useTranslation();
  const { editor, ui } = useStores();
  const assets = editor.assets;
  const [title, setTitle] = useState("");
  const drawing = assets.drawing;
  const shapes = assets.geometries.filter((g) => g.sceneId === editor.sceneId);

  const finish = async () => {
    if (editor.sceneId === null) return;
    if (await assets.finishDrawing(editor.sceneId, title.trim() || null)) {
      setTitle("");
      ui.snackbar.show(t("console:editor.shapes.saved"), { severity: "success" });
      if (editor.tool === "polygon" || editor.tool === "polyline") assets.startDrawing(editor.tool);
    }
  };

  return (
    <section className="inspector-section">
      <h2>{t("console:editor.shapes.title")}</h2>
      <p className="field-help">
        {t("console:editor.shapes.vertices", { count: drawing?.vertices.length ?? 0 })}
      </p>
      <Field label={t("console:editor.shapes.name")}>
        {(control) => (
          <input
            {...control}
            value={title}
            maxLength={100}
            onChange={(e) => setTitle(e.target.value)}
          />
        )}
      </Field>
      <div className="inspector-actions">
        <Button size="sm" disabled={!assets.drawingComplete} onClick={() => void finish()}>
          {t("console:editor.shapes.keep")}
        </Button>
        <Button
          variant="outline"
          theme="gray"
          size="sm"
          onClick={() => drawing && assets.startDrawing(drawing.type)}
        >
          {t("console:editor.shapes.restart")}
        </Button>
      </div>
      {shapes.length > 0 && (
        <ul className="inspector-list">
          {shapes.map((g) => (
            <li key={g.id} className="shape-item">
              <div className="shape-item__row">
                <span>{g.title ?? t(`console:editor.tools.${g.type}`)}</span>
                <button
                  type="button"
                  className="link-button danger"
                  onClick={() => void assets.deleteGeometry(g.id)}
                >
                  {t("console:editor.shapes.remove")}
                </button>
              </div>
              {g.type === "polygon" && <AreaImagePicker area={g} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
