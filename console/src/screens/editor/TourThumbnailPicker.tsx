import { observer } from "mobx-react-lite";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FilePicker } from "../../components/FilePicker";
import { useStores } from "../../stores/StoreContext";
import { useErrorText } from "../auth/useErrorText";

/** Image types the tour thumbnail takes (the server checks the bytes too). */
const THUMBNAIL_ACCEPT = "image/jpeg,image/png,image/webp";

/**
 * The tour's thumbnail (project cards, shared links): the one it has, and a button to pick
 * another. A refused file is said under the button, named, in the interface language.
 */
export const TourThumbnailPicker = observer(() => {
  const { t } = useTranslation();
  const { editor, ui } = useStores();
  const publishing = editor.publishing;
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const errorText = useErrorText();
  const current = publishing.thumbnailUrl;

  const pick = async ([file]: File[]) => {
    if (!file) return;
    setBusy(true);
    setProblem(null);
    const result = await publishing.setThumbnail(file);
    setBusy(false);
    if (result.ok) ui.snackbar.show(t("console:editor.thumbnail.done"), { severity: "success" });
    // The file's name with the catalogue's words in the interface language.
    else if (result.refused) setProblem(`${file.name}: ${errorText(result.refused)}`);
  };

  return (
    <FilePicker
      label={
        busy
          ? t("console:editor.thumbnail.uploading")
          : current
            ? t("console:editor.thumbnail.change")
            : t("console:editor.thumbnail.choose")
      }
      accept={THUMBNAIL_ACCEPT}
      disabled={busy}
      hint={t("console:editor.thumbnail.hint")}
      error={problem}
      preview={
        current ? (
          <img className="publish-thumbnail" src={current} alt="" />
        ) : (
          <span className="publish-thumbnail publish-thumbnail--empty">
            {t("console:editor.thumbnail.none")}
          </span>
        )
      }
      onPick={(files) => void pick(files)}
    />
  );
});
