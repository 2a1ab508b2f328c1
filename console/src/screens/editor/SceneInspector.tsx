import { SCENE_TITLE_MAX_LENGTH } from "@orbis/core/contract";
import {
  isStartScene,
  removeScene,
  setSceneView,
  setTourStart,
  updateScene,
} from "@orbis/core/tours";
import { observer } from "mobx-react-lite";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button";
import { Field } from "../../components/Field";
import { useStores } from "../../stores/StoreContext";
import { ScenePlacement } from "./ScenePlacement";
import { TitleField } from "./TitleField";

/**
 * The current scene's properties: its title, its opening view, the tour's start, removal. In the
 * start scene "start the tour here" is disabled and says so: its opening view is the start's.
 */
export const SceneInspector = observer(() => {
  const { t } = useTranslation();
  const { editor, ui } = useStores();
  const startNoteId = useId();
  const doc = editor.doc;
  const scene = doc?.scenes.find((s) => s.id === editor.sceneId);
  if (!doc || !scene) return <p className="field-help">{t("console:editor.scenes.pickOne")}</p>;
  const markers = doc.markers.filter((m) => m.sceneId === scene.id).length;
  const view = () => editor.view ?? scene.initialView;
  const isStart = isStartScene(doc, scene.id);

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
          editor.edit((d) => setSceneView(d, scene.id, view()));
          ui.snackbar.show(t("console:editor.scene.viewSet"), { severity: "success" });
        }}
      >
        {t("console:editor.scene.useView")}
      </Button>
      <Button
        variant="outline"
        size="sm"
        fullWidth
        disabled={isStart}
        describedBy={isStart ? startNoteId : undefined}
        onClick={() => {
          editor.edit((d) => setTourStart(d, scene.id, view()));
          ui.snackbar.show(t("console:editor.scene.startSet"), { severity: "success" });
        }}
      >
        {t("console:editor.scene.makeStart")}
      </Button>
      {isStart && (
        <p id={startNoteId} className="field-help">
          {t("console:editor.scene.isStart")}
        </p>
      )}
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
