import type { InfoMarker, Language } from "@orbis/core/contract";
import { observer } from "mobx-react-lite";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button";
import { Field } from "../../components/Field";
import { useStores } from "../../stores/StoreContext";

/**
 * An info marker's voice: the language (and voice) to speak its text in, generation (which saves
 * the tour first), and the result to play. A changed text drops the voice until generated again.
 */
export const VoiceControls = observer(({ marker }: { readonly marker: InfoMarker }) => {
  const { t } = useTranslation();
  const { editor, ui } = useStores();
  const [language, setLanguage] = useState<Language>(marker.voice?.language ?? ui.language);
  const [voice, setVoice] = useState("");

  useEffect(() => {
    void editor.loadVoiceLanguages();
  }, [editor]);

  const voices = editor.voiceLanguages.find((l) => l.language === language)?.voices ?? [];
  const generate = async () => {
    if (marker.text.trim() === "") {
      ui.snackbar.show(t("console:editor.voice.needText"), { severity: "warning" });
      return;
    }
    if (await editor.generateVoice(marker.id, language, voice || undefined))
      ui.snackbar.show(t("console:editor.voice.done"), { severity: "success" });
  };

  return (
    <fieldset className="voice-controls">
      <legend>{t("console:editor.voice.title")}</legend>
      <Field label={t("console:editor.voice.language")}>
        {(control) => (
          <select
            {...control}
            value={language}
            onChange={(e) => {
              setLanguage(e.target.value as Language);
              setVoice("");
            }}
          >
            {editor.voiceLanguages.map((l) => (
              <option key={l.language} value={l.language}>
                {l.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {voices.length > 1 && (
        <Field label={t("console:editor.voice.voice")}>
          {(control) => (
            <select {...control} value={voice} onChange={(e) => setVoice(e.target.value)}>
              <option value="">{t("console:editor.voice.defaultVoice")}</option>
              {voices.map((v) => (
                <option key={v.id} value={v.id}>
                  {v.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <Button size="sm" fullWidth disabled={editor.voiceBusy} onClick={() => void generate()}>
        {editor.voiceBusy ? t("console:editor.voice.busy") : t("console:editor.voice.generate")}
      </Button>
      {marker.voice ? (
        // biome-ignore lint/a11y/useMediaCaption: the marker's text, shown above, is the transcript
        <audio controls src={marker.voice.url} aria-label={t("console:editor.voice.player")} />
      ) : (
        <p className="field-help">{t("console:editor.voice.none")}</p>
      )}
    </fieldset>
  );
});
