import type { Geometry, ImagePreset } from "@orbis/core/contract";
import type { AppError } from "@orbis/core/errors";
import { observer } from "mobx-react-lite";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button";
import { FilePicker } from "../../components/FilePicker";
import { useStores } from "../../stores/StoreContext";
import { useErrorText } from "../auth/useErrorText";

/** Image types an area's fill takes (the server checks the bytes too). */
const FILL_ACCEPT = "image/jpeg,image/png,image/webp";

/**
 * An area's fill image: the one it has, the ready-made images to choose from beside an upload,
 * and a way to take the image away. A refused file is said under the upload, named.
 */
export const AreaImagePicker = observer(({ area }: { readonly area: Geometry }) => {
  const { t } = useTranslation();
  const { editor, ui } = useStores();
  const assets = editor.assets;
  const presets = assets.presets;
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const name = area.title ?? t(`console:editor.tools.${area.type}`);

  useEffect(() => {
    void presets.open(ui.language);
  }, [presets, ui.language]);

  const apply = async (
    change: () => Promise<{ ok: boolean; refused?: AppError }>,
    fileName?: string,
  ) => {
    setBusy(true);
    setProblem(null);
    const result = await change();
    setBusy(false);
    if (result.ok) ui.snackbar.show(t("console:editor.shapes.imageSet"), { severity: "success" });
    else if (result.refused)
      setProblem(`${fileName ? `${fileName}: ` : ""}${errorText(result.refused)}`);
  };
  const choosePreset = (preset: ImagePreset) =>
    void apply(() => assets.setFillPreset(area.id, preset));

  return (
    <fieldset className="area-image" disabled={busy}>
      <legend>{t("console:editor.shapes.imageOf", { name })}</legend>
      {area.style.fillImage !== null && (
        <div className="area-image__current">
          <img src={area.style.fillImage} alt="" width={48} height={48} />
          <button
            type="button"
            className="link-button danger"
            onClick={() => void apply(() => assets.setFillImage(area.id, null))}
          >
            {t("console:editor.shapes.removeImage")}
          </button>
        </div>
      )}
      {presets.state === "loading" && (
        <p role="status" className="field-help">
          {t("console:editor.shapes.presetsLoading")}
        </p>
      )}
      {presets.state === "failed" && (
        <div role="alert" className="catalogue-problem">
          <span>{t("console:editor.shapes.presetsFailed")}</span>
          <Button size="sm" variant="outline" onClick={() => void presets.retry()}>
            {t("console:editor.shapes.retry")}
          </Button>
        </div>
      )}
      {presets.list.length > 0 && (
        <ul className="preset-grid" aria-label={t("console:editor.shapes.presets")}>
          {presets.list.map((preset) => (
            <li key={preset.id}>
              <button
                type="button"
                className="catalogue-item"
                title={preset.name}
                aria-label={preset.name}
                onClick={() => choosePreset(preset)}
              >
                <img src={preset.thumbnailUrl} alt="" width={40} height={40} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <FilePicker
        label={t("console:editor.shapes.uploadImage")}
        accept={FILL_ACCEPT}
        disabled={busy}
        error={problem}
        onPick={([file]) => {
          if (file) void apply(() => assets.setFillImage(area.id, file), file.name);
        }}
      />
    </fieldset>
  );
});
