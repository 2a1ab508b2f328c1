import type { AiImage } from "@orbis/core/contract";
import { htmlLang, paymentsLanguageFor } from "@orbis/core/i18n";
import { observer } from "mobx-react-lite";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../api/errorText";
import { Button } from "../../components/Button";
import { Modal } from "../../components/Modal";
import { AI_IMAGES_NAMESPACE } from "../../i18n/aiImagesMessages";
import { AiGallery } from "../../stores/ai/AiGallery";
import { useStores } from "../../stores/StoreContext";
import "../ai/ai.css";

/** The caller's complete AI images, a page at a time; choosing one closes the dialog. */
const AiSceneDialog = observer(
  ({
    onChoose,
    onClose,
  }: {
    readonly onChoose: (image: AiImage) => void;
    readonly onClose: () => void;
  }) => {
    const { t } = useTranslation(AI_IMAGES_NAMESPACE);
    const { api, log } = useStores();
    const [gallery] = useState(() => new AiGallery({ api, log, status: "complete" }));

    useEffect(() => {
      void gallery.load(1);
    }, [gallery]);

    return (
      <Modal title={t("gallery.editor.action")} onClose={onClose}>
        <p>{t("gallery.editor.lead")}</p>
        {gallery.state === "idle" || (gallery.state === "loading" && gallery.items.length === 0) ? (
          <p role="status">{t("loading")}</p>
        ) : gallery.state === "failed" ? (
          <p role="alert">{errorText(t, gallery.error)}</p>
        ) : gallery.items.length === 0 ? (
          <p>{t("gallery.editor.none")}</p>
        ) : (
          <ul className="ai-picker" aria-label={t("gallery.title")}>
            {gallery.items.map((image) => (
              <li key={image.id}>
                <button
                  type="button"
                  aria-label={t("gallery.editor.choose", { prompt: image.prompt })}
                  onClick={() => onChoose(image)}
                >
                  {image.thumbnailUrl !== null && (
                    <img className="ai-card__picture" src={image.thumbnailUrl} alt="" />
                  )}
                  <span className="ai-card__prompt">{image.prompt}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="ai-dialog__actions">
          {gallery.pageCount > 1 && (
            <>
              <Button
                variant="outline"
                size="sm"
                disabled={gallery.pageNo <= 1}
                onClick={() => void gallery.load(gallery.pageNo - 1)}
              >
                {t("gallery.previous")}
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={gallery.pageNo >= gallery.pageCount}
                onClick={() => void gallery.load(gallery.pageNo + 1)}
              >
                {t("gallery.next")}
              </Button>
            </>
          )}
          <Button variant="outline" theme="gray" onClick={onClose}>
            {t("gallery.editor.close")}
          </Button>
        </div>
      </Modal>
    );
  },
);

/**
 * "Add a scene from an AI image", beside the uploads, for accounts whose plan gives AI images:
 * a dialog of their complete images; the chosen one becomes a new scene of the open tour, on a
 * line of the upload list that follows its tiling, and the scene list takes it in.
 */
export const AiScenePicker = observer(() => {
  const { aiImages, editor, ui } = useStores();
  const { t, ready } = useTranslation(AI_IMAGES_NAMESPACE, { useSuspense: false });
  const [open, setOpen] = useState(false);
  if (aiImages.access !== "allowed" || !ready) return null;
  // The AI part speaks Korean, English and Vietnamese only: in Japanese it reads Korean.
  const spoken = paymentsLanguageFor(ui.language);
  return (
    <div className="ai-scene-picker" lang={spoken === ui.language ? undefined : htmlLang(spoken)}>
      <Button
        variant="outline"
        size="sm"
        disabled={editor.uploads.checking}
        onClick={() => setOpen(true)}
      >
        {t("gallery.editor.action")}
      </Button>
      {open && (
        <AiSceneDialog
          onClose={() => setOpen(false)}
          onChoose={(image) => {
            setOpen(false);
            void editor.uploads.addAiImage(image);
          }}
        />
      )}
    </div>
  );
});
