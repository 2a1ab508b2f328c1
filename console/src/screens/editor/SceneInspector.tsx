import { SCENE_TITLE_MAX_LENGTH } from "@orbis/core/contract";
import { removeScene, setTourStart, updateScene } from "@orbis/core/tours";
import { observer } from "mobx-react-lite";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button";
import { Field } from "../../components/Field";
import { useStores } from "../../stores/StoreContext";
import { ScenePlacement } from "./ScenePlacement";
import { TitleField } from "./TitleField";

/** The current scene's properties: its title, its start view, the tour's start, removal. */
export const SceneInspector = observer(() => {
  const { t } = useTranslation();
  const { editor, ui } = useStores();
  const scene = editor.doc?.scenes.find((s) => s.id === editor.sceneId);
  if (!scene) return <p className="field-help">{t("console:editor.scenes.pickOne")}</p>;
  const markers = editor.doc?.markers.filter((m) => m.sceneId === scene.id).length ?? 0;
  const view = () => editor.view ?? scene.initialView;

  return (
    <section className="inspector-section">
      <h2>{t("console:editor.scene.title")}</h2>
      <Field label={t("console:editor.scene.name")}>
        {(control) => (
          <TitleField
            control={control}
            value={scene.title}
            maxLength={SCENE_TITLE_MAX_LENGTH}
            onChange={(title) =>
              editor.edit((d) => updateScene(d, scene.id, { title }), `scene ${scene.id} title`)
            }
          />
        )}
      </Field>
      <p className="field-help">{t("console:editor.scene.markers", { count: markers })}</p>
      <Button
        variant="outline"
        size="sm"
        fullWidth
        onClick={() => {
          editor.edit((d) => updateScene(d, scene.id, { initialView: view() }));
          ui.snackbar.show(t("console:editor.scene.viewSet"), { severity: "success" });
        }}
      >
        {t("console:editor.scene.useView")}
      </Button>
      <Button
        variant="outline"
        size="sm"
        fullWidth
        disabled={editor.doc?.initialView?.sceneId === scene.id && editor.view === null}
        onClick={() => {
          editor.edit((d) => setTourStart(d, scene.id, view()));
          ui.snackbar.show(t("console:editor.scene.startSet"), { severity: "success" });
        }}
      >
        {t("console:editor.scene.makeStart")}
      </Button>
      <ScenePlacement key={scene.id} scene={scene} />
      <Button
        variant="text"
        theme="danger"
        size="sm"
        fullWidth
        onClick={() => {
          if (window.confirm(t("console:editor.scene.removeConfirm", { title: scene.title })))
            editor.edit((d) => removeScene(d, scene.id));
        }}
      >
        {t("console:editor.scene.remove")}
      </Button>
      <p className="field-help">{t("console:editor.scene.undoHint")}</p>
    </section>
  );
});
