import { observer } from "mobx-react-lite";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../api/errorText";
import { Button } from "../../components/Button";
import { AI_IMAGES_NAMESPACE } from "../../i18n/aiImagesMessages";
import { useStores } from "../../stores/StoreContext";
import { formatDay } from "../projects/dates";
import { AddAiScenesDialog } from "./AddAiScenesDialog";
import { AiImageCard } from "./AiImageCard";
import { DeleteAiImagesDialog } from "./DeleteAiImagesDialog";

/**
 * The caller's AI images, newest first, a page at a time: each with its tick; the ticked ones
 * are deleted after a confirmation, or (the complete ones) added to a chosen tour as scenes.
 */
export const AiGalleryPanel = observer(() => {
  const { t } = useTranslation(AI_IMAGES_NAMESPACE);
  const { aiImages, ui } = useStores();
  const gallery = aiImages.gallery;
  const titleId = useId();
  const [dialog, setDialog] = useState<"delete" | "scenes" | null>(null);
  const selected = gallery.selected;
  const complete = gallery.selectedComplete;
  return (
    <section className="ai-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("gallery.title")}</h2>
      {gallery.state === "failed" && (
        <div role="alert">
          <p>{errorText(t, gallery.error)}</p>
          <Button onClick={() => void gallery.load()}>{t("retry")}</Button>
        </div>
      )}
      {gallery.state !== "failed" && gallery.items.length === 0 && gallery.state === "ready" && (
        <p className="ai-muted">{t("gallery.none")}</p>
      )}
      {gallery.items.length > 0 && (
        <>
          <div className="ai-gallery__bar">
            <span aria-live="polite">{t("gallery.selected", { count: selected.length })}</span>
            <Button
              variant="outline"
              theme="danger"
              size="sm"
              disabled={selected.length === 0}
              onClick={() => setDialog("delete")}
            >
              {t("gallery.delete")}
            </Button>
            <Button size="sm" disabled={complete.length === 0} onClick={() => setDialog("scenes")}>
              {t("gallery.addAsScenes")}
            </Button>
            {selected.length > complete.length && (
              <span className="ai-muted">{t("gallery.onlyComplete")}</span>
            )}
          </div>
          <ul
            className="ai-gallery"
            aria-labelledby={titleId}
            aria-busy={gallery.state === "loading"}
          >
            {gallery.items.map((image) => (
              <AiImageCard
                key={image.id}
                image={image}
                selected={gallery.isSelected(image.id)}
                onToggle={() => gallery.toggle(image.id)}
                requestedAt={formatDay(image.createdAt, ui.language)}
              />
            ))}
          </ul>
          {gallery.pageCount > 1 && (
            <nav className="ai-gallery__pages" aria-label={t("gallery.title")}>
              <Button
                variant="outline"
                size="sm"
                disabled={gallery.pageNo <= 1}
                onClick={() => void gallery.load(gallery.pageNo - 1)}
              >
                {t("gallery.previous")}
              </Button>
              <span>{t("gallery.page", { page: gallery.pageNo, pages: gallery.pageCount })}</span>
              <Button
                variant="outline"
                size="sm"
                disabled={gallery.pageNo >= gallery.pageCount}
                onClick={() => void gallery.load(gallery.pageNo + 1)}
              >
                {t("gallery.next")}
              </Button>
            </nav>
          )}
        </>
      )}
      {dialog === "delete" && (
        <DeleteAiImagesDialog images={selected} onClose={() => setDialog(null)} />
      )}
      {dialog === "scenes" && (
        <AddAiScenesDialog images={complete} onClose={() => setDialog(null)} />
      )}
    </section>
  );
});
