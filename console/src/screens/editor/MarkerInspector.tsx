import type { InfoMarker, LinkMarker, Marker } from "@orbis/core/contract";
import { infoMarkerSchema, MARKER_TEXT_MAX_LENGTH } from "@orbis/core/contract";
import { removeMarker, retargetLink, updateInfoMarker } from "@orbis/core/tours";
import { observer } from "mobx-react-lite";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button";
import { Field } from "../../components/Field";
import { useStores } from "../../stores/StoreContext";
import { TitleField } from "./TitleField";
import { VoiceControls } from "./VoiceControls";

const LinkForm = observer(({ marker }: { readonly marker: LinkMarker }) => {
  const { t } = useTranslation();
  const { editor } = useStores();
  const others = editor.doc?.scenes.filter((s) => s.id !== marker.sceneId) ?? [];
  return (
    <Field label={t("console:editor.markers.target")}>
      {(control) => (
        <select
          {...control}
          value={marker.targetSceneId}
          onChange={(e) => editor.edit((d) => retargetLink(d, marker.id, e.target.value))}
        >
          {others.map((s) => (
            <option key={s.id} value={s.id}>
              {s.title}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
});

const InfoForm = observer(({ marker }: { readonly marker: InfoMarker }) => {
  const { t } = useTranslation();
  const { editor } = useStores();
  const change = (c: Partial<Pick<InfoMarker, "title" | "text" | "url">>) =>
    editor.edit(
      (d) => updateInfoMarker(d, marker.id, c),
      `marker ${marker.id} ${Object.keys(c).join()}`,
    );
  // Core's rule for the link, as the server checks it on save.
  const urlInvalid =
    marker.url !== null && !infoMarkerSchema.shape.url.safeParse(marker.url).success;
  return (
    <>
      <Field label={t("console:editor.markers.infoTitle")}>
        {(control) => (
          <TitleField
            control={control}
            value={marker.title}
            maxLength={100}
            onChange={(title) => change({ title })}
          />
        )}
      </Field>
      <Field label={t("console:editor.markers.text")}>
        {(control) => (
          <textarea
            {...control}
            rows={5}
            value={marker.text}
            maxLength={MARKER_TEXT_MAX_LENGTH}
            onChange={(e) => change({ text: e.target.value })}
          />
        )}
      </Field>
      <Field
        label={t("console:editor.markers.url")}
        error={urlInvalid ? t("console:editor.markers.urlProblem") : null}
      >
        {(control) => (
          <input
            {...control}
            type="url"
            placeholder="https://"
            value={marker.url ?? ""}
            onChange={(e) => change({ url: e.target.value.trim() === "" ? null : e.target.value })}
          />
        )}
      </Field>
      <VoiceControls marker={marker} />
    </>
  );
});

/** The selected marker's form: a link's target, or an info marker's text, link and voice. */
export const MarkerInspector = observer(({ marker }: { readonly marker: Marker }) => {
  const { t } = useTranslation();
  const { editor } = useStores();
  return (
    <section className="inspector-section">
      <h2>
        {marker.type === "link"
          ? t("console:editor.markers.linkHeading")
          : t("console:editor.markers.infoHeading")}
      </h2>
      {marker.type === "link" ? <LinkForm marker={marker} /> : <InfoForm marker={marker} />}
      <div className="inspector-actions">
        <Button variant="outline" theme="gray" size="sm" onClick={() => editor.selectMarker(null)}>
          {t("console:editor.markers.done")}
        </Button>
        <Button
          variant="text"
          theme="danger"
          size="sm"
          onClick={() => {
            editor.edit((d) => removeMarker(d, marker.id));
            editor.selectMarker(null);
          }}
        >
          {t("console:editor.markers.remove")}
        </Button>
      </div>
    </section>
  );
});
