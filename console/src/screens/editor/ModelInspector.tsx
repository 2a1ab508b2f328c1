import { observer } from "mobx-react-lite";
import { useTranslation } from "react-i18next";
import { FilePicker } from "../../components/FilePicker";
import { useStores } from "../../stores/StoreContext";
import { ModelCatalogueList } from "./ModelCatalogueList";

/** Placing 3D models: click a spot, then pick a catalogue model or upload a GLB/glTF file. */
export const ModelInspector = observer(() => {
  const { t } = useTranslation();
  const { editor, ui } = useStores();
  const assets = editor.assets;

  const placed = (ok: boolean) => {
    if (ok) ui.snackbar.show(t("console:editor.models.placed"), { severity: "success" });
  };
  const models = assets.models.filter((m) => m.sceneId === editor.sceneId);
  const ready = assets.pendingSpot !== null && !assets.busy;

  return (
    <section className="inspector-section">
      <h2>{t("console:editor.models.title")}</h2>
      <p className="field-help">
        {assets.pendingSpot
          ? t("console:editor.models.spotChosen")
          : t("console:editor.hints.model")}
      </p>
      <ModelCatalogueList ready={ready} />
      <FilePicker
        label={t("console:editor.models.upload")}
        accept=".glb,.gltf"
        disabled={!ready}
        onPick={async ([file]) => {
          if (!file) return;
          const result = await assets.addUploadedModel(file);
          // The one message of a refused model: the validator's or the server's words.
          if (result.problem)
            ui.snackbar.show(t("console:editor.models.invalid", { problem: result.problem }), {
              severity: "error",
              kind: "model-refused",
            });
          placed(result.ok);
        }}
      />
      {models.length > 0 && (
        <>
          <h3>{t("console:editor.models.inScene")}</h3>
          <ul className="inspector-list">
            {models.map((m) => (
              <li key={m.id}>
                <span>{m.name}</span>
                <button
                  type="button"
                  className="link-button danger"
                  onClick={() => void assets.deleteModel(m.id)}
                >
                  {t("console:editor.models.remove")}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
});
