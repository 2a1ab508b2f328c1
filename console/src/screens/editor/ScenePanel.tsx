import { moveScene } from "@orbis/core/tours";
import { observer } from "mobx-react-lite";
import { useTranslation } from "react-i18next";
import { useStores } from "../../stores/StoreContext";

/**
 * The scene list: pick the scene to edit, move scenes up and down (not in a read-only editor);
 * the start is marked.
 */
export const ScenePanel = observer(() => {
  const { t } = useTranslation();
  const { editor } = useStores();
  const doc = editor.doc;
  if (doc === null) return null;
  const images = new Map(editor.tour?.scenes.map((s) => [s.id, s]));
  return (
    <section className="scene-panel">
      <h2>{t("console:editor.scenes.title")}</h2>
      {doc.scenes.length === 0 && <p className="field-help">{t("console:editor.scenes.none")}</p>}
      <ol className="scene-list" aria-label={t("console:editor.scenes.title")}>
        {doc.scenes.map((scene, index) => {
          const image = images.get(scene.id);
          const ready = image?.tiles != null;
          return (
            <li key={scene.id} className={scene.id === editor.sceneId ? "current" : undefined}>
              <button
                type="button"
                className="scene-pick"
                aria-current={scene.id === editor.sceneId ? "true" : undefined}
                onClick={() => editor.setScene(scene.id)}
                disabled={!ready}
              >
                {image?.thumbnailUrl ? (
                  <img src={image.thumbnailUrl} alt="" width={64} height={32} />
                ) : (
                  <span className="scene-thumb-empty" aria-hidden="true" />
                )}
                <span className="scene-name">{scene.title}</span>
                {!ready && <span className="scene-state">{t("console:editor.scenes.tiling")}</span>}
                {doc.initialView?.sceneId === scene.id && (
                  <span className="scene-state">{t("console:editor.scenes.start")}</span>
                )}
              </button>
              {!editor.readOnly && (
                <span className="scene-order">
                  <button
                    type="button"
                    aria-label={t("console:editor.scenes.up", { title: scene.title })}
                    disabled={index === 0}
                    onClick={() => editor.edit((d) => moveScene(d, scene.id, index - 1))}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    aria-label={t("console:editor.scenes.down", { title: scene.title })}
                    disabled={index === doc.scenes.length - 1}
                    onClick={() => editor.edit((d) => moveScene(d, scene.id, index + 1))}
                  >
                    ↓
                  </button>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
});
