import { formatStorageSize } from "@orbis/core/format";
import { observer } from "mobx-react-lite";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { FilePicker } from "../../components/FilePicker";
import { useStores } from "../../stores/StoreContext";
import { HostingImageActions } from "./HostingImageActions";
import { absoluteLink } from "./links";

/**
 * The 360° images of the open hosting project, each with its stable image link and viewer page
 * (for iframes on other sites); with `upload`, a file picker that sends panoramas as multipart
 * (80001 when the hosting storage is full shows its snackbar) and each image's Rename and Delete.
 */
export const HostingImages = observer(({ upload }: { readonly upload: boolean }) => {
  const { t } = useTranslation();
  const { project, images, ui } = useStores();
  const [busy, setBusy] = useState(false);
  const projectId = project.current?.id;

  useEffect(() => {
    if (projectId) void images.load();
  }, [images, projectId]);

  const send = async (files: File[]) => {
    setBusy(true);
    const refused = await images.upload(files);
    setBusy(false);
    const stored = files.length - refused.length;
    if (stored > 0) {
      ui.snackbar.show(t("console:projects.images.uploaded", { count: stored }), {
        severity: "success",
      });
    }
    // The one message of the refused files (the global snackbar leaves file refusals to us).
    if (refused.length > 0) {
      ui.snackbar.show(t("console:projects.images.refused", { names: refused.join(", ") }), {
        severity: stored > 0 ? "warning" : "error",
      });
    }
  };

  return (
    <div className="hosting-images">
      {upload && (
        <FilePicker
          className="upload"
          label={
            busy ? t("console:projects.images.uploading") : t("console:projects.images.upload")
          }
          accept="image/jpeg,image/png,image/webp"
          multiple
          disabled={busy}
          variant="fill"
          size="md"
          hint={t("console:projects.images.hint")}
          onPick={(files) => void send(files)}
        />
      )}
      {images.state === "failed" && <p role="alert">{t("console:projects.loadFailed")}</p>}
      {images.state === "ready" && images.items.length === 0 && (
        <p className="projects__empty">{t("console:projects.images.empty")}</p>
      )}
      <ul className="image-grid">
        {images.items.map((image) => (
          <li key={image.id} className="image-card">
            <img src={image.thumbnailUrl} alt="" loading="lazy" />
            <span className="image-card__title">{image.title}</span>
            <span className="image-card__meta">
              {t("console:projects.images.size", {
                width: image.width,
                height: image.height,
                bytes: formatStorageSize(image.bytes),
              })}
            </span>
            <span className="image-card__links">
              <a href={absoluteLink(image.imageUrl)} target="_blank" rel="noopener noreferrer">
                {t("console:projects.images.imageLink")}
              </a>
              <a href={absoluteLink(image.embedUrl)} target="_blank" rel="noopener noreferrer">
                {t("console:projects.images.embedLink")}
              </a>
            </span>
            {upload && <HostingImageActions image={image} />}
          </li>
        ))}
      </ul>
    </div>
  );
});
