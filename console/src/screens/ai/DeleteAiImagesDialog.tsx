import type { AiImage } from "@orbis/core/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../api/errorText";
import { Button } from "../../components/Button";
import { FormError } from "../../components/FormError";
import { Modal } from "../../components/Modal";
import { AI_IMAGES_NAMESPACE } from "../../i18n/aiImagesMessages";
import { useStores } from "../../stores/StoreContext";

/**
 * Asks before deleting the ticked images, saying that it is for good and that one still being
 * made is stopped with its credit returned; then `DELETE /edu/ai-image`. A refusal stays in the
 * dialog in the server's words.
 */
export const DeleteAiImagesDialog = ({
  images,
  onClose,
}: {
  readonly images: readonly AiImage[];
  readonly onClose: () => void;
}) => {
  const { t } = useTranslation(AI_IMAGES_NAMESPACE);
  const { aiImages, ui } = useStores();
  // The ticks may change behind the dialog (a page reloads): it deletes what it named.
  const [named] = useState(images);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      await aiImages.remove(named.map((image) => image.id));
      ui.snackbar.show(t("gallery.remove.done", { count: named.length }), { severity: "success" });
      onClose();
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  };

  return (
    <Modal title={t("gallery.remove.title")} onClose={onClose}>
      <p>{t("gallery.remove.text", { count: named.length })}</p>
      <FormError text={error === null ? null : errorText(t, error, { serverWords: true })} />
      <div className="ai-dialog__actions">
        <Button variant="outline" theme="gray" onClick={onClose}>
          {t("gallery.remove.cancel")}
        </Button>
        <Button theme="danger" disabled={busy} onClick={() => void remove()}>
          {t("gallery.remove.confirm")}
        </Button>
      </div>
    </Modal>
  );
};
