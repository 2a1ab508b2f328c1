import { geoPositionSchema, type SceneEdit } from "@orbis/core/contract";
import { updateScene } from "@orbis/core/tours";
import { observer } from "mobx-react-lite";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button";
import { Field } from "../../components/Field";
import { useStores } from "../../stores/StoreContext";

/** A number typed in a field, or NaN when it is not one (an empty field is not zero). */
const numberOf = (text: string): number => (text.trim() === "" ? Number.NaN : Number(text));

/**
 * Where a scene is on the map (geo mode, models): its latitude and longitude, and which way is
 * north in the panorama, taken from the current view.
 */
export const ScenePlacement = observer(({ scene }: { readonly scene: SceneEdit }) => {
  const { t } = useTranslation();
  const { editor, ui } = useStores();
  const [lat, setLat] = useState(scene.geo ? String(scene.geo.lat) : "");
  const [lon, setLon] = useState(scene.geo ? String(scene.geo.lon) : "");
  const parsed = geoPositionSchema.safeParse({ lat: numberOf(lat), lon: numberOf(lon) });

  const place = (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (!parsed.success) return;
    editor.edit((d) => updateScene(d, scene.id, { geo: parsed.data }));
    ui.snackbar.show(t("console:editor.place.placed"), { severity: "success" });
  };

  return (
    <form className="inspector-section" onSubmit={place} noValidate>
      <h3>{t("console:editor.place.title")}</h3>
      <Field label={t("console:editor.place.lat")}>
        {(control) => (
          <input
            {...control}
            inputMode="decimal"
            value={lat}
            aria-invalid={lat !== "" && !parsed.success}
            onChange={(e) => setLat(e.target.value)}
          />
        )}
      </Field>
      <Field label={t("console:editor.place.lon")}>
        {(control) => (
          <input
            {...control}
            inputMode="decimal"
            value={lon}
            aria-invalid={lon !== "" && !parsed.success}
            onChange={(e) => setLon(e.target.value)}
          />
        )}
      </Field>
      {/* One problem for the pair, said once under both. */}
      {(lat !== "" || lon !== "") && !parsed.success && (
        <p className="field__error">{t("console:editor.place.problem")}</p>
      )}
      <div className="inspector-actions">
        <Button size="sm" disabled={!parsed.success} onClick={place}>
          {t("console:editor.place.save")}
        </Button>
        <Button
          size="sm"
          variant="outline"
          theme="gray"
          disabled={scene.geo === null}
          onClick={() => {
            setLat("");
            setLon("");
            editor.edit((d) => updateScene(d, scene.id, { geo: null }));
          }}
        >
          {t("console:editor.place.clear")}
        </Button>
      </div>
      <Button
        size="sm"
        variant="outline"
        fullWidth
        onClick={() => {
          const yaw = editor.view?.yaw ?? scene.initialView.yaw;
          editor.edit((d) => updateScene(d, scene.id, { northOffset: yaw }));
          ui.snackbar.show(t("console:editor.place.northSet"), { severity: "success" });
        }}
      >
        {t("console:editor.place.north")}
      </Button>
    </form>
  );
});
